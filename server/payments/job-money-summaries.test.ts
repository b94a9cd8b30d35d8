import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadsResponse } from '../../shared/admin-schema';
import { dayOf } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { addTestStaff, signedInAgent, useTestPassword } from '../test/admin-agent';
import { paymentPaths } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { recordTestLead } from '../test/test-lead';
import { createTestApp } from '../test/test-app';

let ctx: ReturnType<typeof createTestApp>;
let office: TestAgent;
beforeAll(async () => {
  ctx = createTestApp({ seed: false, rateLimits: { booking: 0 } });
  await useTestPassword(ctx.db);
  office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
});
afterAll(() => ctx.cleanup());

const inbox = async () => (await office.get('/api/contacts?pageSize=100')).body as LeadsResponse;

describe('the inbox gives each signed job’s money line with its lead', () => {
  it('the same figures as the job’s own ledger, for every signed job on the page, and none for the others', async () => {
    const { leadId: unsignedId } = recordTestLead(ctx.db, 'Nell Notyet');
    const unpaid = await signTestContract(ctx.app, ctx.db, { name: 'Una Unpaid' });
    const paid = await signTestContract(ctx.app, ctx.db, { name: 'Pat Paid' });
    const recorded = await office
      .post(paymentPaths.job(paid.leadId))
      .send({ method: 'cash', amountCents: 300_000, receivedOn: dayOf(new Date()) });
    expect(recorded.status).toBe(201);

    const { submissions } = await inbox();
    for (const { leadId } of [unpaid, paid]) {
      const ledger = (await office.get(paymentPaths.job(leadId))).body as JobPayments;
      expect(submissions.find((lead) => lead.id === leadId)?.money).toEqual(ledger.summary);
    }
    expect(submissions.find((lead) => lead.id === paid.leadId)?.money).toMatchObject({
      paidCents: 300_000,
      balanceCents: 600_000,
    });
    expect(submissions.find((lead) => lead.id === unsignedId)).toMatchObject({ signedContract: false, money: null });
  });
});
