import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordLead, changeStage } from '../leads';
import { business } from '../../shared/business';
import request from 'supertest';
import { addDays, dayOf, formatDayKey } from '../../shared/business-time';
import type { JobPayments } from '../../shared/payments/payment-answers';
import { addTestStaff, signedInAgent, useTestPassword } from '../test/admin-agent';
import { paymentPaths } from '../test/payment-requests';
import { signTestContract } from '../test/signed-contract';
import { listOutbox } from '../core/mail/outbox';
import { createTestApp } from '../test/test-app';
import { bookConsultation } from './consultation-store';
import { digestDue, queueDigestIfDue, scheduleDigest } from './digest';

describe('digestDue', () => {
  const due = (iso: string, lastSentDay?: string, followUps = 1, consultations = 0) =>
    digestDue({ now: new Date(iso), lastSentDay, followUps, consultations });

  it('is due from 7:00 am Connecticut time, EST and EDT alike', () => {
    expect(due('2027-01-12T11:59:00Z')).toBe(false); // 6:59 EST
    expect(due('2027-01-12T12:00:00Z')).toBe(true); // 7:00 EST
    expect(due('2027-07-13T10:59:00Z')).toBe(false); // 6:59 EDT
    expect(due('2027-07-13T11:00:00Z')).toBe(true); // 7:00 EDT
  });

  it('follows the clock change in the DST weeks of 2026', () => {
    // Sunday 8 March 2026 springs forward: 7:00 EDT is 11:00Z that morning, 12:00Z the day before.
    expect(due('2026-03-07T11:30:00Z')).toBe(false);
    expect(due('2026-03-07T12:00:00Z')).toBe(true);
    expect(due('2026-03-08T10:59:00Z')).toBe(false);
    expect(due('2026-03-08T11:00:00Z')).toBe(true);
    // Sunday 1 November 2026 falls back: 7:00 EST is 12:00Z, 11:00Z the day before.
    expect(due('2026-10-31T11:00:00Z')).toBe(true);
    expect(due('2026-11-01T11:30:00Z')).toBe(false);
    expect(due('2026-11-01T12:00:00Z')).toBe(true);
  });

  it('goes once per Connecticut day, and only when something is due or booked', () => {
    expect(due('2027-01-12T12:00:00Z', '2027-01-12')).toBe(false);
    expect(due('2027-01-13T04:30:00Z', '2027-01-12')).toBe(false); // 11:30 pm on the 12th in Connecticut
    expect(due('2027-01-13T12:00:00Z', '2027-01-12')).toBe(true);
    expect(due('2027-01-12T12:00:00Z', undefined, 0, 0)).toBe(false);
    expect(due('2027-01-12T12:00:00Z', undefined, 0, 1)).toBe(true);
  });
});

/** LEAD_NOTIFY_TO, who gets the office's digest. */
const notifyTo = 'office@example.com';

describe('queueDigestIfDue', () => {
  let ctx: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    ctx = createTestApp({ seed: false });
  });
  afterEach(() => ctx.cleanup());

  const lead = (n: number) =>
    recordLead(ctx.db, {
      name: `Sam Lee${n}`,
      email: `sam${n}@example.com`,
      phone: '(203) 555-0123',
      zip: '06880',
      rooms: ['Garage'],
      message: 'Hi',
      isSpam: false,
    }).leadId;
  const digests = () =>
    listOutbox(ctx.db).filter((m) => m.kind === 'pipeline-digest') as {
      toAddress: string;
      subject: string;
      body: string;
    }[];

  it('mails LEAD_NOTIFY_TO once on a day with a consultation (a 25-hour day) and a follow-up due', () => {
    const booked = lead(1);
    const quoted = lead(2);
    // 1 November 2026, 10:00 EST = 15:00Z (the fall-back day).
    const startsAt = new Date('2026-11-01T15:00:00Z');
    const visit = {
      leadId: booked,
      startsAt,
      endsAt: new Date('2026-11-01T16:30:00Z'),
      address: '9 Elm St',
      confirmOverlap: false,
    };
    bookConsultation(ctx.db, visit, new Date('2026-10-20T12:00:00Z'));
    changeStage(ctx.db, quoted, { stage: 'quoted', quoteCents: 250_000, followUpOn: '2026-11-01' });

    expect(queueDigestIfDue(ctx.db, new Date('2026-11-01T11:30:00Z'), notifyTo)).toBe(false); // 6:30 EST
    expect(queueDigestIfDue(ctx.db, new Date('2026-11-01T12:00:00Z'), notifyTo, 'https://closets.example')).toBe(true);
    expect(queueDigestIfDue(ctx.db, new Date('2026-11-01T20:00:00Z'), notifyTo)).toBe(false);
    const [digest, ...more] = digests();
    expect(more).toEqual([]);
    expect(digest?.toAddress).toBe('office@example.com');
    expect(digest?.subject).toBe('Today: 1 consultation(s), 1 follow-up(s) due');
    expect(digest?.body).toContain('- Sun, Nov 1, 2026, 10:00 AM: Sam Lee1, (203) 555-0123, 9 Elm St');
    expect(digest?.body).toContain('- Sam Lee2, (203) 555-0123: quote $2,500.00, due Nov 1, 2026');
    // The link opens My day on the site's own origin (SITE_URL).
    expect(digest?.body).toContain('https://closets.example/admin/my-day');
    // The next day nothing is booked, but the follow-up is still due.
    expect(queueDigestIfDue(ctx.db, new Date('2026-11-02T12:00:00Z'), notifyTo)).toBe(true);
  });

  it('mails each active designer with visits that day their own visits, once a day, besides LEAD_NOTIFY_TO', async () => {
    const dana = (await addTestStaff(ctx.db, 'designer', 'dana@example.com')).id;
    const eli = (await addTestStaff(ctx.db, 'designer', 'eli@example.com')).id;
    const idle = (await addTestStaff(ctx.db, 'designer', 'idle@example.com')).id;
    const gone = (await addTestStaff(ctx.db, 'designer', 'gone@example.com')).id;
    const office = (await addTestStaff(ctx.db, 'office', 'desk@example.com')).id;
    ctx.db.$client.prepare(`UPDATE staff SET status = 'disabled' WHERE id = ?`).run(gone);
    const book = (n: number, hour: number, designerId: number | null) =>
      bookConsultation(
        ctx.db,
        {
          leadId: lead(n),
          startsAt: new Date(`2027-01-12T${hour}:00:00Z`),
          endsAt: new Date(`2027-01-12T${hour}:30:00Z`),
          address: `${n} Elm St`,
          designerId,
          confirmOverlap: false,
        },
        new Date('2027-01-01T12:00:00Z'),
      );
    book(1, 15, dana);
    book(2, 17, dana);
    book(3, 16, eli);
    book(4, 18, gone);
    book(5, 19, office);
    book(6, 20, null); // nobody named: the first free designer (Dana) goes
    // The next day's visit is not in today's digest.
    bookConsultation(ctx.db, {
      leadId: lead(7),
      startsAt: new Date('2027-01-13T15:00:00Z'),
      endsAt: new Date('2027-01-13T16:00:00Z'),
      address: '7 Elm St',
      designerId: idle,
      confirmOverlap: false,
    });

    expect(queueDigestIfDue(ctx.db, new Date('2027-01-12T11:59:00Z'), notifyTo)).toBe(false); // 6:59 EST
    expect(queueDigestIfDue(ctx.db, new Date('2027-01-12T12:00:00Z'), notifyTo)).toBe(true);
    const sent = digests();
    expect(sent.map((d) => d.toAddress).sort()).toEqual(['dana@example.com', 'eli@example.com', 'office@example.com']);
    const to = (address: string) => sent.find((d) => d.toAddress === address)!;
    expect(to('office@example.com').subject).toBe('Today: 6 consultation(s), 0 follow-up(s) due');
    expect(to('dana@example.com').subject).toBe('Today: 3 consultation(s)');
    expect(to('dana@example.com').body).toContain('Sam Lee1, (203) 555-0123, 1 Elm St');
    expect(to('dana@example.com').body).toContain('Sam Lee2, (203) 555-0123, 2 Elm St');
    expect(to('dana@example.com').body).toContain('Sam Lee6, (203) 555-0123, 6 Elm St');
    expect(to('dana@example.com').body).not.toMatch(/Sam Lee[3-57]/);
    expect(to('dana@example.com').body).toContain(`${business.defaultSiteUrl}/admin/my-day`);
    expect(to('eli@example.com').body).toContain('Sam Lee3');
    expect(to('eli@example.com').body).not.toMatch(/Sam Lee[124-7]/);

    // A second run that day (as after a restart: the days sent are in the database) sends nothing more.
    expect(queueDigestIfDue(ctx.db, new Date('2027-01-12T12:05:00Z'), notifyTo)).toBe(false);
    expect(queueDigestIfDue(ctx.db, new Date('2027-01-12T20:00:00Z'), notifyTo)).toBe(false);
    expect(digests()).toHaveLength(3);
    // The next day only the designer with a visit then hears (nothing else is due or booked).
    expect(queueDigestIfDue(ctx.db, new Date('2027-01-13T12:00:00Z'), notifyTo)).toBe(true);
    expect(
      digests()
        .slice(3)
        .map((d) => d.toAddress),
    ).toEqual(['office@example.com', 'idle@example.com']);
  });

  it('puts the refunds whose last day is near or past first, and goes for them alone', async () => {
    await useTestPassword(ctx.db);
    const owner = await signedInAgent(ctx.app);
    const { leadId, token } = await signTestContract(ctx.app, ctx.db, { name: 'Rae Refund' });
    const cash = { method: 'cash', amountCents: 50_000, receivedOn: dayOf(new Date()) };
    expect((await owner.post(paymentPaths.job(leadId)).send(cash)).status).toBe(201);
    expect((await request(ctx.app).post(paymentPaths.cancel(token)).send({})).status).toBe(200);
    const dueBy = ((await owner.get(paymentPaths.job(leadId))).body as JobPayments).refunds[0]!.dueBy;
    const morning = (day: string) => new Date(`${day}T13:00:00Z`); // 8 or 9 am in Connecticut

    // A week before its last day (five or six business days): nothing to say.
    expect(queueDigestIfDue(ctx.db, morning(addDays(dueBy, -7)), notifyTo)).toBe(false);
    expect(queueDigestIfDue(ctx.db, morning(dueBy), notifyTo, 'https://closets.example')).toBe(true);
    const [digest] = digests();
    expect(digest?.subject).toBe('Today: 0 consultation(s), 0 follow-up(s) due, 1 refund(s) to pay back soon');
    expect(digest?.body).toContain(
      `Refunds to pay back soon (1):\n- Rae Refund: $500 by the end of ${formatDayKey(dueBy, 'weekdayYear')}\n` +
        `Mark each one paid on the job's Payments: https://closets.example/admin\n`,
    );
    expect(queueDigestIfDue(ctx.db, morning(addDays(dueBy, 1)), notifyTo)).toBe(true);
    expect(digests()[1]?.body).toContain(
      `- Rae Refund: $500 by the end of ${formatDayKey(dueBy, 'weekdayYear')} (OVERDUE)`,
    );
  });

  it('a failing check is logged and the timer carries on', () => {
    const errors: unknown[] = [];
    ctx.db.$client.exec('DROP TABLE lead_deals');
    const schedule = scheduleDigest(ctx.db, { logError: (e) => errors.push(e), everyMs: 60_000, notifyTo });
    schedule.stop();
    expect(errors).toHaveLength(1);
  });
});
