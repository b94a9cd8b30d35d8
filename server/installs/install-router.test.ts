import { and, asc, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../../shared/api/route';
import { changeOrdersApi, homeownerChangeOrdersApi } from '../../shared/api/change-orders';
import { installsApi } from '../../shared/api/installs';
import type { StaffChangeOrders } from '../../shared/change-orders/change-order-answers';
import { addDays, businessInstant, dayOf, formatDayKey, weekdayOf } from '../../shared/business-time';
import type { JobInstall, MyInstalls } from '../../shared/installs/install-schema';
import { installMessages } from '../../shared/installs/install-words';
import { mailAttachments, mailOutbox } from '../core/mail/schema';
import { keyringOf } from '../core/secrets';
import { bookConsultation } from '../pipeline';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { appWithOwner } from '../test/owner-app';
import { paymentPaths } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { recordTestLead } from '../test/test-lead';
import type { createTestApp } from '../test/test-app';
import { staff } from '../core/auth/schema';
import { homeownerProposalFor } from '../proposals';

// One app for the file: each test books on its own jobs and its own week, so they do not meet.
let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
let ownerId: number;
let ownerName: string;
let lee: { id: number; agent: TestAgent };
let kim: { id: number; agent: TestAgent };
let ash: { id: number; agent: TestAgent };
beforeAll(async () => {
  ({ ctx, owner } = await appWithOwner({ siteUrl: 'https://closets.example' }));
  ({ id: ownerId, name: ownerName } = ctx.db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.role, 'owner'))
    .get()!);
  const installer = async (email: string) => {
    const person = await addTestStaff(ctx.db, 'installer', email);
    return { id: person.id, agent: await signedInAgent(ctx.app, email) };
  };
  lee = await installer('lee@example.com');
  kim = await installer('kim@example.com');
  ash = await installer('ash@example.com');
});
afterAll(() => ctx.cleanup());

const today = dayOf(new Date());
/** The Monday of the `n`th week from now (week 1 is within the contract's 22 days). */
const mondayOfWeek = (n: number) => {
  const from = addDays(today, 7 * n);
  return addDays(from, (8 - weekdayOf(from)) % 7);
};
const day = (date: string, start = '08:00', hours = 8) => ({ day: date, start, hours });
const installPath = (leadId: number) => pathTo(installsApi.book, { id: leadId });
const book = (leadId: number, days: ReturnType<typeof day>[], crew: number[], agent = owner) =>
  agent.put(installPath(leadId)).send({ days, crew, address: '14 Harbor Road, Westport, CT', notes: 'Side door.' });

/** The install invitations e-mailed for a lead, oldest first, their .ics parsed. */
function invitations(leadId: number) {
  const keys = keyringOf(ctx.db);
  return ctx.db
    .select({ subject: mailOutbox.subject, content: mailAttachments.content, type: mailAttachments.contentType })
    .from(mailOutbox)
    .innerJoin(mailAttachments, eq(mailAttachments.outboxId, mailOutbox.id))
    .where(and(eq(mailOutbox.leadId, leadId), eq(mailOutbox.kind, 'install-invite')))
    .orderBy(asc(mailOutbox.id))
    .all()
    .map((m) => {
      const text = keys.open(m.content);
      const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
      return { subject: m.subject, text, events, type: m.type };
    });
}

async function feedOf(agent: TestAgent, kind: 'own' | 'company') {
  const made = await agent.post(kind === 'own' ? '/api/account/calendar-feed' : '/api/calendar-feed');
  expect(made.status).toBe(200);
  const res = await request(ctx.app).get(new URL(made.body.url as string).pathname);
  expect(res.status).toBe(200);
  return res.text;
}

describe('booking a signed job’s install', () => {
  it('a two-day install for a crew of two: the homeowner’s invitation, both installers’ feeds and the company’s', async () => {
    const { leadId, token } = await signTestContract(ctx.app, ctx.db, { name: 'Robin Two-Day' });
    const monday = mondayOfWeek(1);
    const res = await book(leadId, [day(addDays(monday, 1), '09:00', 7.5), day(monday)], [lee.id, kim.id]);
    expect(res.status).toBe(200);
    const answer = res.body as JobInstall;
    expect(answer.warning).toBeNull();
    expect(answer.install?.days).toEqual([
      {
        startsAt: businessInstant(monday, '08:00').toISOString(),
        endsAt: businessInstant(monday, '16:00').toISOString(),
      },
      {
        startsAt: businessInstant(addDays(monday, 1), '09:00').toISOString(),
        endsAt: businessInstant(addDays(monday, 1), '16:30').toISOString(),
      },
    ]);
    expect(answer.install?.crew.map((p) => p.id).sort()).toEqual([lee.id, kim.id].sort());

    const [invite] = invitations(leadId);
    expect(invite?.type).toBe('text/calendar; method=REQUEST');
    expect(invite?.text).toContain('METHOD:REQUEST');
    expect(invite?.events.map((e) => [e.uid, e.sequence, e.start.toISOString()])).toEqual([
      [`install-${leadId}-day1@shorelineclosets.com`, 0, businessInstant(monday, '08:00').toISOString()],
      [`install-${leadId}-day2@shorelineclosets.com`, 0, businessInstant(addDays(monday, 1), '09:00').toISOString()],
    ]);

    expect(homeownerProposalFor(ctx.db, token)?.proposal.install).toEqual({ days: answer.install?.days });

    for (const agent of [lee.agent, kim.agent]) {
      const feed = await feedOf(agent, 'own');
      expect(feed).toContain(`UID:install-${leadId}-day1@`);
      expect(feed).toContain(`UID:install-${leadId}-day2@`);
      expect(feed).toContain('SUMMARY:Install: Robin (day 1 of 2)');
    }
    expect(await feedOf(ash.agent, 'own')).not.toContain(`install-${leadId}-`);
    const company = await feedOf(owner, 'company');
    expect(company).toContain(`UID:install-${leadId}-day1@`);
    expect(company).toContain(`UID:install-${leadId}-day2@`);
  });

  it('refuses a crew member already on an install, at a design visit, on a day off or outside their hours', async () => {
    const monday = mondayOfWeek(2);
    const first = await signTestContract(ctx.app, ctx.db, { name: 'First Job' });
    expect((await book(first.leadId, [day(monday), day(addDays(monday, 1))], [lee.id, kim.id])).status).toBe(200);

    const second = await signTestContract(ctx.app, ctx.db, { name: 'Second Job' });
    // Overlapping the afternoon of the second day, with one of the crew.
    const clash = await book(second.leadId, [day(addDays(monday, 1), '14:00', 4)], [ash.id, kim.id]);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(installMessages.busyInstall('Test installer'));
    // Right after it ends is free.
    expect((await book(second.leadId, [day(addDays(monday, 1), '16:00', 2)], [kim.id])).status).toBe(200);

    // The owner visits a homeowner on Wednesday, then is put on a crew that morning.
    const visited = recordTestLead(ctx.db, 'Visited Homeowner').leadId;
    const at = businessInstant(addDays(monday, 2), '10:00');
    const visit = bookConsultation(ctx.db, {
      leadId: visited,
      startsAt: at,
      endsAt: new Date(at.getTime() + 90 * 60_000),
      address: '3 Elm St',
      designerId: ownerId,
      confirmOverlap: false,
    });
    expect(visit.kind).toBe('booked');
    const third = await signTestContract(ctx.app, ctx.db, { name: 'Third Job' });
    const atVisit = await book(third.leadId, [day(addDays(monday, 2))], [ownerId]);
    expect(atVisit.status).toBe(409);
    expect(atVisit.body.error).toBe(installMessages.busyVisit(ownerName));

    // Ash takes Thursday off; Sunday is outside the business hours everyone without their own works.
    ctx.db.$client
      .prepare('INSERT INTO designer_time_off (staff_id, from_day, to_day) VALUES (?, ?, ?)')
      .run(ash.id, addDays(monday, 3), addDays(monday, 3));
    const offDay = await book(third.leadId, [day(addDays(monday, 3))], [ash.id]);
    expect(offDay.status).toBe(409);
    expect(offDay.body.error).toBe(installMessages.dayOff('Test installer', formatDayKey(addDays(monday, 3))));
    const sunday = await book(third.leadId, [day(addDays(monday, 6))], [ash.id]);
    expect(sunday.status).toBe(409);
    expect(sunday.body.error).toMatch(/does not work those hours/);
    const lateEvening = await book(third.leadId, [day(addDays(monday, 4), '15:00', 4)], [ash.id]);
    expect(lateEvening.status).toBe(409);

    // And the other way: the owner cannot be booked a visit over the install they are now on.
    expect((await book(third.leadId, [day(addDays(monday, 4))], [ownerId])).status).toBe(200);
    const overInstall = await owner
      .put(pathTo({ path: '/api/contacts/:id/consultation' }, { id: visited }))
      .send({ date: addDays(monday, 4), startTime: '11:00', address: '3 Elm St', designerId: ownerId });
    expect(overInstall.status).toBe(409);
    expect(overInstall.body.error).toBe(installMessages.installClash);
  });

  it('a move raises SEQUENCE and keeps the UIDs (a dropped day is cancelled); a cancellation sends METHOD:CANCEL', async () => {
    const monday = mondayOfWeek(3);
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Moved Job' });
    expect((await book(leadId, [day(monday), day(addDays(monday, 1))], [ash.id])).status).toBe(200);
    const moved = await book(leadId, [day(addDays(monday, 2), '10:00', 6)], [ash.id]);
    expect(moved.status).toBe(200);
    expect(moved.body.install.sequence).toBe(1);
    const [, update, dropped] = invitations(leadId);
    expect(update?.text).toContain('METHOD:REQUEST');
    expect(update?.subject).toMatch(/^New dates/);
    expect(update?.events.map((e) => [e.uid.split('@')[0], e.sequence])).toEqual([[`install-${leadId}-day1`, 1]]);
    expect(dropped?.text).toContain('METHOD:CANCEL');
    expect(dropped?.events.map((e) => [e.uid.split('@')[0], e.sequence, e.status])).toEqual([
      [`install-${leadId}-day2`, 1, 'CANCELLED'],
    ]);

    const cancelled = await owner.delete(installPath(leadId));
    expect(cancelled.status).toBe(200);
    const last = invitations(leadId).at(-1);
    expect(last?.text).toContain('METHOD:CANCEL');
    expect(last?.events.map((e) => [e.uid.split('@')[0], e.sequence, e.status])).toEqual([
      [`install-${leadId}-day1`, 2, 'CANCELLED'],
    ]);
    // Cancelled, its time is free again for another job.
    const other = await signTestContract(ctx.app, ctx.db, { name: 'Takes The Slot' });
    expect((await book(other.leadId, [day(addDays(monday, 2), '10:00', 6)], [ash.id])).status).toBe(200);
    expect((await owner.delete(installPath(leadId))).status).toBe(404);
  });

  it('the homeowner’s cancellation within three days cancels the install: off the crew’s feed, its time free, METHOD:CANCEL', async () => {
    const monday = mondayOfWeek(4);
    const { leadId, token } = await signTestContract(ctx.app, ctx.db, { name: 'Cora Cancels' });
    expect((await book(leadId, [day(monday)], [kim.id])).status).toBe(200);
    expect(await feedOf(kim.agent, 'own')).toContain('Install: Cora');

    expect((await request(ctx.app).post(paymentPaths.cancel(token)).send({})).status).toBe(200);
    expect(await feedOf(kim.agent, 'own')).not.toContain('Install: Cora');
    expect(await feedOf(owner, 'company')).not.toContain('Install: Cora');
    const last = invitations(leadId).at(-1);
    expect(last?.text).toContain('METHOD:CANCEL');
    expect(last?.events.map((e) => e.status)).toEqual(['CANCELLED']);
    const other = await signTestContract(ctx.app, ctx.db, { name: 'Next In Line' });
    expect((await book(other.leadId, [day(monday)], [kim.id])).status).toBe(200);
  });

  it('a day after the contract’s completion date is booked with a warning; an unsigned job or a non-installer is refused', async () => {
    const { leadId } = await signTestContract(ctx.app, ctx.db, { name: 'Late Job' });
    const late = await book(leadId, [day(mondayOfWeek(5))], [lee.id]);
    expect(late.status).toBe(200);
    expect(late.body.warning).toBe(installMessages.pastCompletion);
    expect((await owner.get(installPath(leadId))).body.warning).toBe(installMessages.pastCompletion);

    const unsigned = recordTestLead(ctx.db, 'Not Signed').leadId;
    const refused = await book(unsigned, [day(mondayOfWeek(6))], [lee.id]);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(installMessages.notSigned);

    const designer = await addTestStaff(ctx.db, 'designer', 'dee@example.com');
    const notInstaller = await book(leadId, [day(mondayOfWeek(6))], [designer.id]);
    expect(notInstaller.status).toBe(422);
    const bad = await owner
      .put(installPath(leadId))
      .send({ days: [{ day: '2027-02-30', start: '8am', hours: 0 }], crew: [], address: '', notes: '' });
    expect(bad.status).toBe(400);
  });
});

describe('an installer sees only the installs they are on', () => {
  it('My day lists their own install days with the job’s details; every other job and lead is closed to them', async () => {
    const monday = mondayOfWeek(7);
    const mine = await signTestContract(ctx.app, ctx.db, { name: 'Lee Job' });
    const theirs = await signTestContract(ctx.app, ctx.db, { name: 'Kim Job' });
    expect((await book(mine.leadId, [day(monday)], [lee.id])).status).toBe(200);
    expect((await book(theirs.leadId, [day(monday)], [kim.id])).status).toBe(200);

    const res = await lee.agent.get(`${pathTo(installsApi.myDay)}?day=${monday}`);
    expect(res.status).toBe(200);
    const myDay = res.body as MyInstalls;
    expect(myDay.installs.map((i) => [i.leadId, i.name, i.dayNumber, i.dayCount, i.notes])).toEqual([
      [mine.leadId, 'Lee Job', 1, 1, 'Side door.'],
    ]);
    expect(myDay.installs[0]?.design.walls[0]?.name).toBe('Back wall');
    expect(myDay.installs[0]?.phone).toBeTruthy();

    for (const path of [
      installPath(theirs.leadId),
      installPath(mine.leadId),
      '/api/contacts',
      `/api/contacts/${theirs.leadId}`,
      `/api/contacts/${mine.leadId}/proposal`,
      `/api/contacts/${mine.leadId}/payments`,
      '/api/my-day',
      '/api/pipeline',
    ]) {
      const refused = await lee.agent.get(path);
      expect([403, 404], path).toContain(refused.status);
    }
    expect((await lee.agent.put(installPath(mine.leadId)).send({})).status).toBe(403);
    expect((await lee.agent.post('/api/calendar-feed')).status).toBe(403);
  });

  it('My day draws the job as its signed change orders left it, not as first signed', async () => {
    const monday = mondayOfWeek(8);
    const job = await signTestContract(ctx.app, ctx.db, { name: 'Cole Change' });
    const { option } = ((await owner.get(pathTo(changeOrdersApi.read, { id: job.leadId }))).body as StaffChangeOrders)
      .job!;
    const design = structuredClone(option.design);
    const sections = design.walls[0]!.sections;
    expect(sections.at(-1)!.kind).not.toBe('shoe-shelves');
    sections.at(-1)!.kind = 'shoe-shelves';
    const saved = await owner
      .put(pathTo(changeOrdersApi.save, { id: job.leadId }))
      .send({ reason: 'A shoe wall', option: { ...option, design } });
    expect(saved.status).toBe(200);
    const sent = await owner.post(pathTo(changeOrdersApi.send, { id: job.leadId }));
    const co = (sent.body as StaffChangeOrders).open!.changeOrder;
    const signed = await request(ctx.app)
      .post(pathTo(homeownerChangeOrdersApi.sign, { token: job.token }))
      .send({
        number: String(co.number),
        sha256: co.sha256,
        fullName: 'Cole Change',
        agreeTerms: true,
        agreeElectronic: true,
      });
    expect(signed.status).toBe(200);
    expect((await book(job.leadId, [day(monday)], [lee.id])).status).toBe(200);

    const myDay = (await lee.agent.get(`${pathTo(installsApi.myDay)}?day=${monday}`)).body as MyInstalls;
    const drawn = myDay.installs.find((i) => i.leadId === job.leadId)!;
    expect(drawn.design.walls[0]!.sections.map((s) => s.kind)).toEqual(sections.map((s) => s.kind));
  });
});
