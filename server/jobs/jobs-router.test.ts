import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { jobsApi } from '../../shared/api/jobs';
import { addDays, dayOf, daysBetweenDays, weekdayOf } from '../../shared/business-time';
import { completionApi } from '../../shared/api/completion';
import { installsApi } from '../../shared/api/installs';
import { pathTo } from '../../shared/api/route';
import type { StaffCompletion } from '../../shared/completion/completion-answers';
import type { JobsAnswer } from '../../shared/jobs/jobs-answer';
import { signedJobs } from '../payments';
import { homeownerProposalFor } from '../proposals';
import { jobTiming } from './job-timing';
import { addTestStaff } from '../test/admin-agent';
import { paymentPaths } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { recordTestLead } from '../test/test-lead';
import { staffTestApp } from '../test/staff-test-app';

const app = staffTestApp(['office', 'designer']);

const today = dayOf(new Date());
const jobs = async (query = '') => {
  const res = await app.as.office.get(`${jobsApi.list.path}${query}`);
  expect(res.status).toBe(200);
  return res.body as JobsAnswer;
};

describe('GET /api/jobs: the signed jobs by stage', () => {
  it('lists each signed job once with its stage, total and what is due; an unsigned lead and a cancelled contract are no jobs', async () => {
    recordTestLead(app.ctx.db, 'Nora Nosign');
    const unpaid = await signTestContract(app.ctx.app, app.ctx.db, { name: 'Ursula Unpaid' });
    const paid = await signTestContract(app.ctx.app, app.ctx.db, { name: 'Paula Paid', totalDollars: 12_000 });
    const cancelled = await signTestContract(app.ctx.app, app.ctx.db, { name: 'Carl Cancelled' });
    expect((await request(app.ctx.app).post(paymentPaths.cancel(cancelled.token)).send({})).status).toBe(200);
    const recorded = await app.as.office
      .post(paymentPaths.job(paid.leadId))
      .send({ method: 'check', checkNumber: '2001', amountCents: 400_000, receivedOn: dayOf(new Date()) });
    expect(recorded.status).toBe(201);

    const answer = await jobs();
    expect(answer.jobs.map((job) => [job.name, job.stage, job.totalCents, job.balanceCents])).toEqual([
      ['Ursula Unpaid', 'signed', 900_000, 900_000],
      ['Paula Paid', 'deposit-paid', 1_200_000, 800_000],
    ]);
    expect(answer.jobs[0]).toMatchObject({ leadId: unpaid.leadId, town: 'Westport', nextDate: null });
    expect(answer.jobs[0]?.contractNumber).toMatch(/^P-\d{4}-\d{4}$/);
    expect(answer.counts).toEqual([
      { stage: 'signed', count: 1 },
      { stage: 'deposit-paid', count: 1 },
      { stage: 'scheduled', count: 0 },
      { stage: 'installed', count: 0 },
      { stage: 'punch-list', count: 0 },
      { stage: 'closed', count: 0 },
    ]);
    expect((await jobs('?stage=deposit-paid')).jobs.map((job) => job.name)).toEqual(['Paula Paid']);
    expect((await jobs('?stage=closed')).jobs).toEqual([]);
  });

  it('a job moves on to Scheduled with its next install day, then Installed, Punch list and Closed', async () => {
    const { leadId, token } = await signTestContract(app.ctx.app, app.ctx.db, {
      name: 'Stella Stages',
      depositPercent: 0,
    });
    const stageOf = async () =>
      [...(await jobs()).jobs, ...(await jobs('?stage=closed')).jobs].find((job) => job.leadId === leadId);
    // The Monday at least nine days on: within the contract's dates, in the installer's (business) hours.
    const installDay = addDays(today, 9 + ((8 - weekdayOf(addDays(today, 9))) % 7));
    const installer = await addTestStaff(app.ctx.db, 'installer');
    const booked = await app.as.office.put(pathTo(installsApi.book, { id: leadId })).send({
      days: [{ day: installDay, start: '08:00', hours: 8 }],
      crew: [installer.id],
      address: '14 Harbor Road',
      notes: '',
    });
    expect(booked.status).toBe(200);
    expect(await stageOf()).toMatchObject({ stage: 'scheduled', nextDate: installDay });

    expect((await app.as.office.post(pathTo(completionApi.record, { id: leadId }))).status).toBe(201);
    expect((await stageOf())?.stage).toBe('installed');
    const item = await app.as.office
      .post(pathTo(completionApi.addItem, { id: leadId }))
      .send({ what: 'Drawer front chipped', fixBy: addDays(today, 5) });
    expect(item.status).toBe(201);
    expect((await stageOf())?.stage).toBe('punch-list');
    const itemId = (item.body as StaffCompletion).punchList[0]!.id;
    expect((await app.as.office.post(pathTo(completionApi.fixItem, { id: leadId, itemId }))).status).toBe(200);
    expect((await stageOf())?.stage).toBe('installed');

    const signOff = await request(app.ctx.app)
      .post(pathTo(completionApi.signOff, { token }))
      .send({ fullName: 'Stella Stages', agree: true });
    expect(signOff.status).toBe(200);
    const paid = await app.as.office
      .post(paymentPaths.job(leadId))
      .send({ method: 'check', checkNumber: '3001', amountCents: 900_000, receivedOn: today });
    expect(paid.status).toBe(201);
    await vi.waitFor(async () => expect((await stageOf())?.stage).toBe('closed'));
    expect((await jobs()).jobs.map((job) => job.leadId)).not.toContain(leadId);

    // Analytics: from the signature to the install day, and from that day to paid (here, paid before it).
    const signedAt = signedJobs(app.ctx.db).find((job) => job.leadId === leadId)!.signedAt;
    expect(jobTiming(app.ctx.db, signedAt, new Date())).toEqual({
      signed: 1,
      scheduled: 1,
      paid: 1,
      medianDaysToInstall: daysBetweenDays(today, installDay),
      medianDaysInstallToPaid: daysBetweenDays(installDay, today),
    });

    // The homeowner's page tells the same story, step by step (no deposit on this contract).
    const timeline = homeownerProposalFor(app.ctx.db, token)?.proposal.timeline ?? [];
    expect(timeline.map((entry) => [entry.step, entry.done, entry.when])).toEqual([
      ['signed', true, expect.any(String)],
      ['scheduled', true, installDay],
      ['installed', true, expect.any(String)],
      ['punch-list', true, null],
      ['paid', true, today],
      ['closed', true, expect.any(String)],
    ]);
  });

  it('is the owner’s and the office’s: a designer is refused, and an unknown stage is a 400 that names it', async () => {
    expect((await app.as.designer.get(jobsApi.list.path)).status).toBe(403);
    expect((await request(app.ctx.app).get(jobsApi.list.path)).status).toBe(401);
    const bad = await app.as.office.get(`${jobsApi.list.path}?stage=paid`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/stage/i);
  });
});
