import { describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/business-time';
import { paymentPaths } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { staffTestApp } from '../test/staff-test-app';
import { ledgerMilestones } from './job-milestones';
import { jobFigures } from './job-figures';
import { jobRows } from './ledger-rows';

const app = staffTestApp(['office']);

const today = dayOf(new Date());
const milestonesOf = (leadId: number) => {
  const rows = jobRows(app.ctx.db, leadId);
  return ledgerMilestones(rows, jobFigures(rows, new Date()));
};
const cash = (leadId: number, amountCents: number, receivedOn: string) =>
  app.as.office.post(paymentPaths.job(leadId)).send({ method: 'cash', amountCents, receivedOn });

describe('when a job’s deposit and its balance were paid', () => {
  it('the day the payments first covered the deposit, and the day of the one that cleared the balance', async () => {
    const { leadId } = await signTestContract(app.ctx.app, app.ctx.db, { name: 'Mila Milestone' });
    const milestones = () => milestonesOf(leadId);
    expect(milestones()).toEqual({ hasDeposit: true, depositPaidOn: null, paidOn: null });

    expect((await cash(leadId, 100_000, addDays(today, -3))).status).toBe(201);
    expect(milestones().depositPaidOn).toBeNull();
    expect((await cash(leadId, 200_000, addDays(today, -2))).status).toBe(201);
    expect(milestones()).toEqual({ hasDeposit: true, depositPaidOn: addDays(today, -2), paidOn: null });

    expect((await cash(leadId, 600_000, today)).status).toBe(201);
    expect(milestones()).toEqual({ hasDeposit: true, depositPaidOn: addDays(today, -2), paidOn: today });
  });

  it('a contract with no deposit has no deposit day', async () => {
    const { leadId } = await signTestContract(app.ctx.app, app.ctx.db, { name: 'Nico Nodeposit', depositPercent: 0 });
    expect(milestonesOf(leadId)).toEqual({
      hasDeposit: false,
      depositPaidOn: null,
      paidOn: null,
    });
  });
});
