import { request } from '@playwright/test';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';
import { paymentsApi } from '../../shared/api/payments';
import { pathTo } from '../../shared/api/route';
import { dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { ok, sendAuditProposal, signInAuditOwner } from './proposal-page';
import type { RunningServer } from './server';

const homeowner = { name: 'Audit Signed Homeowner', email: 'audit.signed@example.com' };

/**
 * A signed job whose Payments the staff audit opens (scripts/audit/staff-pages.ts): a proposal sent
 * and signed for Better, a check recorded and voided with its reason, and cash recorded, so the
 * panel shows the schedule, a live entry with its Void and a struck-through one. Its lead's name.
 */
export async function signedJobLead(server: RunningServer): Promise<string> {
  const api = await request.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { Origin: server.baseUrl } });
  try {
    await signInAuditOwner(api);
    const { leadId, path } = await sendAuditProposal(api, server, homeowner);
    const token = path.split('/').pop() ?? '';
    await ok(
      'POST accept',
      await api.post(pathTo(homeownerProposalsApi.accept, { token }), {
        data: { version: 1, option: 1, fullName: homeowner.name, agreeTerms: true, agreeElectronic: true },
      }),
    );
    const ledger = pathTo(paymentsApi.record, { id: leadId });
    const today = dayOf(new Date());
    const check = (await (
      await ok(
        'POST check',
        await api.post(ledger, {
          data: { method: 'check', checkNumber: '1042', amountCents: 50_000, receivedOn: today },
        }),
      )
    ).json()) as JobPayments;
    await ok(
      'POST void',
      await api.post(pathTo(paymentsApi.void, { id: leadId, paymentId: check.payments[0]!.id }), {
        data: { reason: 'Entered on the wrong job' },
      }),
    );
    await ok('POST cash', await api.post(ledger, { data: { method: 'cash', amountCents: 50_000, receivedOn: today } }));
    return homeowner.name;
  } finally {
    await api.dispose();
  }
}
