import { describe, expect, it } from 'vitest';
import type { LeadsResponse } from '../../shared/admin-schema';
import { dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { paymentPaths } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { recordTestLead } from '../test/test-lead';
import { staffTestApp } from '../test/staff-test-app';

const app = staffTestApp(['office']);

const inbox = async () => (await app.as.office.get('/api/contacts?pageSize=100')).body as LeadsResponse;

describe('the inbox gives each signed job’s money line with its lead', () => {
  it('the same figures as the job’s own ledger, for every signed job on the page, and none for the others', async () => {
    const { leadId: unsignedId } = recordTestLead(app.ctx.db, 'Nell Notyet');
    const unpaid = await signTestContract(app.ctx.app, app.ctx.db, { name: 'Una Unpaid' });
    const paid = await signTestContract(app.ctx.app, app.ctx.db, { name: 'Pat Paid' });
    const recorded = await app.as.office
      .post(paymentPaths.job(paid.leadId))
      .send({ method: 'cash', amountCents: 300_000, receivedOn: dayOf(new Date()) });
    expect(recorded.status).toBe(201);

    const { submissions } = await inbox();
    for (const { leadId } of [unpaid, paid]) {
      const ledger = (await app.as.office.get(paymentPaths.job(leadId))).body as JobPayments;
      expect(submissions.find((lead) => lead.id === leadId)?.money).toEqual(ledger.summary);
    }
    expect(submissions.find((lead) => lead.id === paid.leadId)?.money).toMatchObject({
      paidCents: 300_000,
      balanceCents: 600_000,
    });
    expect(submissions.find((lead) => lead.id === unsignedId)).toMatchObject({ signedContract: false, money: null });
  });
});
