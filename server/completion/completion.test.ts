import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionApi } from '../../shared/api/completion';
import { galleryApi } from '../../shared/api/gallery';
import { pathTo } from '../../shared/api/route';
import { addDays, dayOf, weekdayOf } from '../../shared/business-time';
import { installsApi } from '../../shared/api/installs';
import type { StaffCompletion } from '../../shared/completion/completion-answers';
import { completionMessages } from '../../shared/completion/completion-messages';
import type { StaffRole } from '../../shared/team';
import { activityLog } from '../core/activity/schema';
import { mailOutbox } from '../core/mail/schema';
import { homeownerProposalFor, openProposal } from '../proposals';
import { jobFigures, jobRows, sendPaymentReminders } from '../payments';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createGalleryTestApp } from '../test/gallery-app';
import { paymentPaths } from '../test/payment-requests';
import { sendTestContract, signTestContract } from '../test/signed-contract';
import { smallPng } from '../test/test-images';
import { closeFinishedJobs } from './close-job';
import { recordCrewBalance } from './crew-balance';
import { installOf } from '../installs';
import { mayWorkJob } from './may-work-job';
import { jobCompletions } from './schema';

let ctx: Awaited<ReturnType<typeof createGalleryTestApp>>;
let office: TestAgent;
let installer: TestAgent;
let installerId: number;
let designer: TestAgent;
beforeAll(async () => {
  ctx = await createGalleryTestApp();
  office = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'office')).email);
  const person = await addTestStaff(ctx.db, 'installer');
  installerId = person.id;
  installer = await signedInAgent(ctx.app, person.email);
  designer = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, 'designer')).email);
});
afterAll(() => ctx.cleanup());

const paths = {
  job: (id: number) => pathTo(completionApi.read, { id }),
  items: (id: number) => pathTo(completionApi.addItem, { id }),
  fixed: (id: number, itemId: number) => pathTo(completionApi.fixItem, { id, itemId }),
  holdBack: (id: number) => pathTo(completionApi.holdBack, { id }),
  photos: (id: number) => pathTo(completionApi.addPhoto, { id }),
  publish: (id: number) => pathTo(completionApi.publishPhotos, { id }),
  signOff: (token: string) => pathTo(completionApi.signOff, { token }),
  problem: (token: string) => pathTo(completionApi.reportProblem, { token }),
};
const today = dayOf(new Date());
const fixBy = '2030-06-01';
const signOffBody = { fullName: 'Pat Payer', agree: true };
const reviewMails = (leadId: number) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.leadId, leadId), eq(mailOutbox.kind, 'review-request')))
    .all();
const payInFull = (leadId: number, amountCents: number) =>
  office.post(paymentPaths.job(leadId)).send({ method: 'check', amountCents, receivedOn: today, checkNumber: '77' });
/** Weekdays from four weeks on, one for each job's install day, so the installer's days never overlap. */
const firstInstallDay = addDays(today, 28);
let installsBooked = 0;
const nextInstallDay = (): string => {
  const day = addDays(firstInstallDay, installsBooked++);
  return [0, 6].includes(weekdayOf(day)) ? nextInstallDay() : day;
};
/** A signed job whose install the office booked with the installer on its crew. */
async function crewJob(name: string) {
  const job = await signTestContract(ctx.app, ctx.db, { name });
  const booked = await office.put(pathTo(installsApi.book, { id: job.leadId })).send({
    days: [{ day: nextInstallDay(), start: '08:00', hours: 8 }],
    crew: [installerId],
    address: '14 Harbor Road',
    notes: '',
  });
  expect(booked.status).toBe(200);
  return job;
}
/** A signed job with completion recorded by the installer on its crew. */
async function completedJob(name: string) {
  const job = await crewJob(name);
  const res = await installer.post(paths.job(job.leadId));
  expect(res.status).toBe(201);
  return job;
}

describe('who may work a job’s completion', () => {
  const person = (role: StaffRole) => ({ id: 1, name: role, email: `${role}@example.com`, role });
  it.each([
    ['owner', true],
    ['office', true],
    ['designer', false],
  ] as const)('%s: %s', (role, may) => {
    expect(mayWorkJob(ctx.db, person(role), 1)).toBe(may);
  });

  it('an installer works only the jobs whose crew they are on', async () => {
    const theirs = await crewJob('Ida Oncrew');
    const other = await signTestContract(ctx.app, ctx.db, { name: 'Otto Othercrew' });
    const them = { id: installerId, name: 'Installer', email: 'installer@example.com', role: 'installer' as const };
    expect(mayWorkJob(ctx.db, them, theirs.leadId)).toBe(true);
    expect(mayWorkJob(ctx.db, them, other.leadId)).toBe(false);
    expect((await installer.get(paths.job(other.leadId))).status).toBe(403);
    expect((await installer.post(paths.job(other.leadId))).status).toBe(403);
  });

  it('a designer is refused (403), the office and the installer read it', async () => {
    const { leadId } = await crewJob('Rita Roles');
    expect((await designer.get(paths.job(leadId))).status).toBe(403);
    expect((await installer.get(paths.job(leadId))).body).toMatchObject({ open: true, recordedAt: null });
    expect((await office.get(paths.job(9_999_999))).status).toBe(404);
  });
});

describe('recording completion', () => {
  it('is refused on an unsigned job and on a cancelled one, and a second time', async () => {
    const unsigned = sendTestContract(ctx.db, { name: 'Uma Unsigned' });
    const refused = await office.post(paths.job(unsigned.leadId));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(completionMessages.notSigned);

    const cancelled = await crewJob('Cass Cancelled');
    expect((await request(ctx.app).post(paymentPaths.cancel(cancelled.token)).send({})).status).toBe(200);
    const late = await office.post(paths.job(cancelled.leadId));
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(completionMessages.cancelled);
    // The cancellation took the install off the crew's days: its installer no longer works the job.
    expect((await installer.post(paths.job(cancelled.leadId))).status).toBe(403);

    const { leadId } = await completedJob('Carl Twice');
    const again = await installer.post(paths.job(leadId));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(completionMessages.alreadyRecorded);
  });

  it('takes a phone’s photo (processed in the background) and punch-list items; the homeowner’s page shows them', async () => {
    const { leadId, token } = await completedJob('Penny Photo');
    const upload = await installer.post(paths.photos(leadId)).attach('photo', await smallPng(), 'IMG_0001.png');
    expect(upload.status).toBe(202);
    expect((upload.body as StaffCompletion).photos).toEqual([expect.objectContaining({ status: 'processing' })]);
    await ctx.queue.idle();

    const item = await installer.post(paths.items(leadId)).send({ what: 'Left drawer front chipped', fixBy });
    expect(item.status).toBe(201);
    expect((await installer.post(paths.items(leadId)).send({ what: 'Line one\nline two', fixBy: 'soon' })).status).toBe(
      400,
    );

    const page = homeownerProposalFor(ctx.db, token)!.proposal.completion;
    expect(page?.photos).toEqual([expect.objectContaining({ status: 'ready', published: false })]);
    expect(page?.punchList).toEqual([
      expect.objectContaining({ what: 'Left drawer front chipped', fixBy, source: 'staff', fixedAt: null }),
    ]);
  });
});

describe('the homeowner answers on their page', () => {
  it('a problem listed becomes a punch-list item (plain form post, 303 back to the page)', async () => {
    const { leadId, token } = await completedJob('Otto Problem');
    const res = await request(ctx.app)
      .post(paths.problem(token))
      .type('form')
      .send({ what: 'The closet light does not switch on' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toContain('notice=problem-reported');
    const { body } = await office.get(paths.job(leadId));
    expect((body as StaffCompletion).punchList).toEqual([
      expect.objectContaining({ what: 'The closet light does not switch on', source: 'homeowner', fixBy: null }),
    ]);
  });

  it('signs off once, with the typed name, time and IP; without consent the form goes back to say so', async () => {
    const { leadId, token } = await completedJob('Sid Signer');
    const unticked = await request(ctx.app).post(paths.signOff(token)).type('form').send({ fullName: 'Sid Signer' });
    expect(unticked.status).toBe(303);
    expect(unticked.headers.location).toContain('notice=sign-off-check');

    const signed = await request(ctx.app)
      .post(paths.signOff(token))
      .type('form')
      .send({ ...signOffBody, agree: 'on' });
    expect(signed.status).toBe(303);
    expect(signed.headers.location).toContain('notice=signed-off');
    const row = ctx.db.select().from(jobCompletions).where(eq(jobCompletions.leadId, leadId)).get()!;
    expect(row).toMatchObject({ signedOffName: 'Pat Payer', signedOffIp: expect.any(String) });
    expect(row.signedOffAt).not.toBeNull();

    const twice = await request(ctx.app).post(paths.signOff(token)).send(signOffBody);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(completionMessages.alreadySignedOff);
    // Refused as a plain form post (a 303 back to the page): not recorded as a second sign-off.
    const twiceByForm = await request(ctx.app)
      .post(paths.signOff(token))
      .type('form')
      .send({ ...signOffBody, agree: 'on' });
    expect(twiceByForm.headers.location).toContain('notice=sign-off-refused');
    const signOffLines = ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'completion-signed-off'))
      .all()
      .filter((line) => line.leadId === leadId || line.leadId === null);
    expect(signOffLines).toHaveLength(1);
  });

  it('cannot sign off before completion is recorded', async () => {
    const { token } = await signTestContract(ctx.app, ctx.db, { name: 'Early Eve' });
    const res = await request(ctx.app).post(paths.signOff(token)).send(signOffBody);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(completionMessages.nothingToSignOff);
  });
});

describe('the balance falls due', () => {
  const recordedAt = '2030-03-04T15:00:00.000Z'; // 10:00 AM in Connecticut
  const setCompletion = (leadId: number, fields: Partial<typeof jobCompletions.$inferInsert>) =>
    ctx.db.update(jobCompletions).set(fields).where(eq(jobCompletions.leadId, leadId)).run();
  const balanceAt = (leadId: number, now: string) =>
    jobFigures(jobRows(ctx.db, leadId), new Date(now)).schedule.find((s) => s.stage === 'balance')!;

  it('three days after completion without an answer, or at the sign-off if sooner', async () => {
    const { leadId } = await completedJob('Dora Due');
    setCompletion(leadId, { recordedAt });
    expect(balanceAt(leadId, '2030-03-07T14:59:00.000Z').due).toBe(false);
    expect(balanceAt(leadId, '2030-03-07T15:00:00.000Z').due).toBe(true);

    setCompletion(leadId, { signedOffAt: '2030-03-05T18:00:00.000Z', signedOffName: 'Dora Due' });
    expect(balanceAt(leadId, '2030-03-05T17:59:00.000Z').due).toBe(false);
    expect(balanceAt(leadId, '2030-03-05T18:00:00.000Z').due).toBe(true);
  });

  it('the hold-back is held until the punch list is clear, and the reminder asks for the rest only', async () => {
    const { leadId } = await completedJob('Hal Holdback');
    const item = await installer.post(paths.items(leadId)).send({ what: 'Shelf pin missing', fixBy });
    const itemId = (item.body as StaffCompletion).punchList[0]!.id;

    const refused = await installer.put(paths.holdBack(leadId)).send({ amountCents: 50_000 });
    expect(refused.status).toBe(403);
    expect((await office.put(paths.holdBack(leadId)).send({ amountCents: 600_001 })).status).toBe(400);
    expect((await office.put(paths.holdBack(leadId)).send({ amountCents: 50_000 })).status).toBe(200);
    setCompletion(leadId, { recordedAt });

    // Due from Thu 7 March; its first reminder three days later falls on a Sunday, so Monday the 11th.
    const due = balanceAt(leadId, '2030-03-11T15:00:00.000Z');
    expect(due).toMatchObject({ leftCents: 600_000, heldBackCents: 50_000, due: true });
    const reminded = sendPaymentReminders(ctx.db, {
      now: new Date('2030-03-11T15:00:00.000Z'),
      siteUrl: 'https://example.com',
      onlinePayment: false,
    });
    expect(reminded).toBeGreaterThan(0);
    const reminder = ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.leadId, leadId), eq(mailOutbox.kind, 'payment-reminder')))
      .all()
      .find((mail) => mail.subject.includes('balance'));
    expect(reminder?.subject).toContain('$5,500.00');

    expect((await installer.post(paths.fixed(leadId, itemId))).status).toBe(200);
    expect(balanceAt(leadId, '2030-03-11T15:00:00.000Z')).toMatchObject({ heldBackCents: 0, due: true });
  });
});

describe('the job closed', () => {
  it('once signed off, the punch list clear and the balance paid: closed once, one review request; then photos publish', async () => {
    const { leadId, token, totalCents } = await completedJob('Cleo Closed');
    await installer.post(paths.photos(leadId)).attach('photo', await smallPng(), 'finished.png');
    await ctx.queue.idle();
    const item = await installer.post(paths.items(leadId)).send({ what: 'Touch up the paint', fixBy });
    const itemId = (item.body as StaffCompletion).punchList[0]!.id;
    expect((await ctx.staff.post(paths.publish(leadId))).body.error).toBe(completionMessages.notClosed);

    const consenting = { ...signOffBody, photosConsent: true };
    expect((await request(ctx.app).post(paths.signOff(token)).send(consenting)).status).toBe(200);
    expect((await payInFull(leadId, totalCents)).status).toBe(201);
    expect((await office.get(paths.job(leadId))).body).toMatchObject({ closedAt: null, balanceCents: 0 });
    expect(reviewMails(leadId)).toHaveLength(0);

    const fixed = await installer.post(paths.fixed(leadId, itemId));
    expect((fixed.body as StaffCompletion).closedAt).not.toBeNull();
    expect(reviewMails(leadId)).toHaveLength(1);
    expect(closeFinishedJobs(ctx.db, { siteUrl: 'https://example.com', now: new Date() })).toBe(0);
    expect(reviewMails(leadId)).toHaveLength(1);
    expect((await installer.post(paths.items(leadId)).send({ what: 'Late', fixBy })).status).toBe(409);

    const published = await ctx.staff.post(paths.publish(leadId));
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(1);
    const gallery = await request(ctx.app).get(galleryApi.list.path);
    expect(gallery.body.photos).toEqual([expect.objectContaining({ room: 'pantry-storage', town: 'Westport' })]);
  });

  it("the homeowner's links work 90 days after the job closed, and no longer", async () => {
    const { leadId, token, totalCents } = await completedJob('Lena Linkend');
    expect((await request(ctx.app).post(paths.signOff(token)).send(signOffBody)).status).toBe(200);
    expect((await payInFull(leadId, totalCents)).status).toBe(201);
    const closedAt = Date.parse((await office.get(paths.job(leadId))).body.closedAt as string);
    const day = 86_400_000;
    expect(openProposal(ctx.db, token, new Date(closedAt + 89 * day))).toBeDefined();
    expect(openProposal(ctx.db, token, new Date(closedAt + 91 * day))).toBeUndefined();
  });

  it('a payment that comes last closes it too (the payments route calls back)', async () => {
    const { leadId, token, totalCents } = await completedJob('Pia Paidlast');
    expect((await request(ctx.app).post(paths.signOff(token)).send(signOffBody)).status).toBe(200);
    expect((await office.get(paths.job(leadId))).body.closedAt).toBeNull();
    expect((await payInFull(leadId, totalCents)).status).toBe(201);
    expect((await office.get(paths.job(leadId))).body.closedAt).not.toBeNull();
    expect(reviewMails(leadId)).toHaveLength(1);
  });
});

describe('the homeowner’s consent to show the finished photos on the gallery', () => {
  const staffGallery = async () => (await ctx.staff.get(galleryApi.list.path)).body.photos as { id: number }[];
  /** A job with one processed finished photo, signed off with `signOff` (JSON or a form post) and paid: closed. */
  async function closedJob(name: string, signOff: (token: string) => Promise<request.Response>) {
    const { leadId, token, totalCents } = await completedJob(name);
    const upload = await installer.post(paths.photos(leadId)).attach('photo', await smallPng(), 'finished.png');
    const photoId = (upload.body as StaffCompletion).photos[0]!.id;
    await ctx.queue.idle();
    expect((await signOff(token)).status).toBeLessThan(400);
    expect((await payInFull(leadId, totalCents)).status).toBe(201);
    expect((await office.get(paths.job(leadId))).body.closedAt).not.toBeNull();
    return { leadId, photoId, token };
  }
  const consentOf = (leadId: number) =>
    ctx.db.select().from(jobCompletions).where(eq(jobCompletions.leadId, leadId)).get()!.photosConsentAt;
  const signedOffDetail = (leadId: number) =>
    ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.leadId, leadId), eq(activityLog.action, 'completion-signed-off')))
      .get()?.detail;

  it('without the box ticked: publishing is refused (409) with the sentence, nothing published', async () => {
    const { leadId, photoId } = await closedJob('Nell Noconsent', (token) =>
      request(ctx.app).post(paths.signOff(token)).send(signOffBody),
    );
    expect(consentOf(leadId)).toBeNull();
    expect(signedOffDetail(leadId)).toBe('Did not agree to the finished photos on the gallery');
    expect((await office.get(paths.job(leadId))).body).toMatchObject({ photosConsentAt: null });

    const refused = await ctx.staff.post(paths.publish(leadId));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(completionMessages.noPhotosConsent);
    expect((await office.get(paths.job(leadId))).body.photos).toEqual([
      expect.objectContaining({ id: photoId, published: false }),
    ]);
    expect(await staffGallery()).not.toContainEqual(expect.objectContaining({ id: photoId }));
    // Nor through the Gallery's own publish, by its id.
    const direct = await ctx.staff.patch(pathTo(galleryApi.patch, { id: photoId })).send({
      alt: 'White shelving in a finished walk-in closet',
      room: 'custom-closets',
      town: 'Westport',
      published: true,
    });
    expect(direct.status).toBe(409);
    expect(direct.body.error).toContain('Completion panel');
    const publicGallery = await request(ctx.app).get(galleryApi.list.path);
    expect(publicGallery.body.photos).not.toContainEqual(expect.objectContaining({ id: photoId }));
  });

  it('ticked on the plain form ("on"): the time is stored, the page says so, and the photos publish into the Gallery', async () => {
    const { leadId, photoId, token } = await closedJob('Olga Okay', (token) =>
      request(ctx.app)
        .post(paths.signOff(token))
        .type('form')
        .send({ fullName: 'Olga Okay', agree: 'on', photosConsent: 'on' }),
    );
    const agreedAt = consentOf(leadId);
    expect(agreedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(agreedAt).toBe(
      ctx.db.select().from(jobCompletions).where(eq(jobCompletions.leadId, leadId)).get()!.signedOffAt,
    );
    expect(signedOffDetail(leadId)).toBe('Agreed that the finished photos may go on the gallery');
    expect((await office.get(paths.job(leadId))).body).toMatchObject({ photosConsentAt: agreedAt });
    expect(homeownerProposalFor(ctx.db, token)!.proposal.completion).toMatchObject({ photosConsentAt: agreedAt });
    expect(await staffGallery()).not.toContainEqual(expect.objectContaining({ id: photoId }));

    const published = await ctx.staff.post(paths.publish(leadId));
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(1);
    expect(await staffGallery()).toContainEqual(expect.objectContaining({ id: photoId, published: true }));
  });

  it('refuses a box value that is neither ticked nor unticked', async () => {
    const { token } = await completedJob('Val Weird');
    const res = await request(ctx.app)
      .post(paths.signOff(token))
      .send({ ...signOffBody, photosConsent: 'yes' });
    expect(res.status).toBe(400);
  });
});

describe('the crew records the balance taken on site', () => {
  const balancePath = (id: number) => pathTo(completionApi.recordBalance, { id });
  const check = { method: 'check', checkNumber: '501', amountCents: 600_000, receivedOn: today } as const;

  it('not before the installation has begun, and only by its crew', async () => {
    const { leadId } = await crewJob('Bea Before');
    const early = await installer.post(balancePath(leadId)).send(check);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(completionMessages.balanceBeforeInstall);
    const notTheirs = await signTestContract(ctx.app, ctx.db, { name: 'Nate Notcrew' });
    expect((await installer.post(balancePath(notTheirs.leadId)).send(check)).status).toBe(403);
    expect((await designer.post(balancePath(leadId)).send(check)).status).toBe(403);
    const bank = await installer.post(balancePath(leadId)).send({ ...check, method: 'bank_transfer' });
    expect(bank.status).toBe(400);
  });

  it('once it has begun: counted at once as the balance, recorded by them, never above what is left', async () => {
    const { leadId } = await crewJob('Bo Balance');
    const afterInstall = new Date(Date.parse(installOf(ctx.db, leadId)!.days[0]!.startsAt) + 3_600_000);
    const tooMuch = recordCrewBalance(
      ctx.db,
      leadId,
      { ...check, amountCents: 900_001 },
      { staffId: installerId, now: afterInstall },
    );
    expect(tooMuch).toMatchObject({ ok: false, status: 409, field: 'amountCents' });
    const taken = recordCrewBalance(ctx.db, leadId, check, { staffId: installerId, now: afterInstall });
    expect(taken).toEqual({ ok: true, detail: 'Check 501, $6,000 (Balance), taken on site' });
    const rows = jobRows(ctx.db, leadId);
    expect(rows.payments).toEqual([
      expect.objectContaining({ stage: 'balance', method: 'check', amountCents: 600_000, recordedBy: installerId }),
    ]);
    expect(jobFigures(rows, afterInstall).balanceCents).toBe(300_000);
  });
});
