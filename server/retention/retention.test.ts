import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayOf } from '../../shared/business-time';
import { daysBefore, monthsBefore, retention } from '../../shared/retention';
import { createTestApp } from '../test/test-app';
import { addTestMail } from '../test/test-mail';
import { bookConsultation } from '../pipeline';
import { changeStage, leads } from '../leads';
import { applyRetention, scheduleRetention } from './retention';
import { activityLog } from '../core/activity/schema';
import { adminSessions } from '../core/auth/schema';
import { mailOutbox } from '../core/mail/schema';
import { siteEventCounts } from '../analytics';

const now = new Date('2026-11-22T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const oneDayAfter = (d: Date) => new Date(d.getTime() + day);
const oneDayBefore = (d: Date) => new Date(d.getTime() - day);

type RetentionReport = ReturnType<typeof applyRetention>;
/** The whole report of a run that removed only these. */
const removedOnly = (removed: Partial<RetentionReport>): RetentionReport => ({
  leads: 0,
  spamLeads: 0,
  outboxBodies: 0,
  sessions: 0,
  analyticsCounters: 0,
  activity: 0,
  verifications: 0,
  ...removed,
});

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

function addLead(name: string, receivedAt: Date, isSpam = false): number {
  const fields = { name, email: `${name}@example.com`, phone: '(203) 555-0100', zip: '06880', rooms: ['Pantry'] };
  const row = ctx.db
    .insert(leads)
    .values({ ...fields, message: 'Please call.', isSpam, receivedAt: receivedAt.toISOString() })
    .returning({ id: leads.id })
    .get();
  return row.id;
}

function addMail(
  leadId: number | null,
  status: 'pending' | 'sent' | 'failed' | 'skipped',
  finished: Date,
  subject = `mail for ${leadId}`,
) {
  addTestMail(ctx.db, leadId, {
    subject,
    status,
    nextAttemptAt: finished.toISOString(),
    sentAt: status === 'sent' ? finished.toISOString() : null,
  });
}

const leadNames = () => ctx.db.select({ name: leads.name }).from(leads).orderBy(asc(leads.id)).all();
const outbox = () =>
  ctx.db
    .select({ subject: mailOutbox.subject, body: mailOutbox.body, leadId: mailOutbox.leadId })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.id))
    .all();

const countRows = (table: string) =>
  (ctx.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('retention job', () => {
  it(`removes a lead's stage history, amounts, consultation and invitations with the lead after ${retention.leadMonths} months`, () => {
    const boundary = monthsBefore(now, retention.leadMonths);
    const expired = addLead('expired', oneDayBefore(boundary));
    const visit = { startsAt: new Date('2024-12-02T15:00:00Z'), endsAt: new Date('2024-12-02T16:30:00Z') };
    const booked = bookConsultation(
      ctx.db,
      { leadId: expired, ...visit, address: '1 Main St', confirmOverlap: false },
      oneDayBefore(boundary),
    );
    expect(booked.kind).toBe('booked');
    changeStage(ctx.db, expired, { stage: 'won', finalCents: 100_000 }, { now: oneDayBefore(boundary) });
    const tables = ['lead_stage_events', 'lead_deals', 'consultations', 'mail_attachments'];
    expect(tables.map(countRows)).toEqual([2, 1, 1, 1]);

    applyRetention(ctx.db, now);

    expect(tables.map(countRows)).toEqual([0, 0, 0, 0]);
  });

  it(`drops an invitation's .ics with its body ${retention.outboxBodyDays} days after it was sent`, () => {
    const lead = addLead('lead', now);
    const sentAt = oneDayBefore(daysBefore(now, retention.outboxBodyDays));
    const visit = { startsAt: new Date('2026-11-30T15:00:00Z'), endsAt: new Date('2026-11-30T16:30:00Z') };
    bookConsultation(ctx.db, { leadId: lead, ...visit, address: '1 Main St', confirmOverlap: false }, sentAt);
    ctx.db.$client
      .prepare(`UPDATE mail_outbox SET status = 'sent', sent_at = ? WHERE kind = 'consultation-invite'`)
      .run(sentAt.toISOString());
    expect(countRows('mail_attachments')).toBe(1);

    applyRetention(ctx.db, now);

    expect(countRows('mail_attachments')).toBe(0);
    expect(countRows('consultations')).toBe(1);
  });

  it(`deletes leads older than ${retention.leadMonths} months with their outbox rows, a day either side of the boundary`, () => {
    const boundary = monthsBefore(now, retention.leadMonths);
    expect(boundary.toISOString()).toBe('2024-11-22T12:00:00.000Z');
    const kept = addLead('kept', oneDayAfter(boundary));
    const expired = addLead('expired', oneDayBefore(boundary));
    addMail(kept, 'sent', now, 'kept mail');
    addMail(expired, 'pending', now, 'expired mail');

    const report = applyRetention(ctx.db, now);

    expect(report).toEqual(removedOnly({ leads: 1 }));
    expect(leadNames()).toEqual([{ name: 'kept' }]);
    expect(outbox().map((m) => m.subject)).toEqual(['kept mail']);
  });

  it(`deletes spam after ${retention.spamDays} days and keeps real leads of the same age`, () => {
    const boundary = daysBefore(now, retention.spamDays);
    addLead('fresh spam', oneDayAfter(boundary), true);
    const oldSpam = addLead('old spam', oneDayBefore(boundary), true);
    addLead('real lead', oneDayBefore(boundary));
    addMail(oldSpam, 'skipped', oneDayBefore(boundary), 'spam mail');

    const report = applyRetention(ctx.db, now);

    expect(report).toEqual(removedOnly({ spamLeads: 1 }));
    expect(leadNames()).toEqual([{ name: 'fresh spam' }, { name: 'real lead' }]);
    expect(outbox()).toEqual([]);
  });

  it(`blanks outbox bodies ${retention.outboxBodyDays} days after sent, failed or skipped, keeping the rows; pending mail is never touched`, () => {
    const boundary = daysBefore(now, retention.outboxBodyDays);
    const lead = addLead('lead', now);
    for (const status of ['sent', 'failed', 'skipped'] as const) {
      addMail(lead, status, oneDayAfter(boundary), `${status} recent`);
      addMail(lead, status, oneDayBefore(boundary), `${status} old`);
    }
    addMail(lead, 'pending', oneDayBefore(boundary), 'pending old');

    const report = applyRetention(ctx.db, now);

    expect(report).toEqual(removedOnly({ outboxBodies: 3 }));
    expect(outbox().map((m) => [m.subject, m.body])).toEqual([
      ['sent recent', 'Body of sent recent'],
      ['sent old', ''],
      ['failed recent', 'Body of failed recent'],
      ['failed old', ''],
      ['skipped recent', 'Body of skipped recent'],
      ['skipped old', ''],
      ['pending old', 'Body of pending old'],
    ]);
    // A second run finds nothing left to blank.
    expect(applyRetention(ctx.db, now).outboxBodies).toBe(0);
  });

  it('removes expired sessions and keeps live ones', () => {
    ctx.db
      .insert(adminSessions)
      .values([
        { sid: 'live', data: '{}', expiresAt: oneDayAfter(now).getTime() },
        { sid: 'expired', data: '{}', expiresAt: oneDayBefore(now).getTime() },
      ])
      .run();

    expect(applyRetention(ctx.db, now)).toEqual(removedOnly({ sessions: 1 }));
    expect(ctx.db.select({ sid: adminSessions.sid }).from(adminSessions).all()).toEqual([{ sid: 'live' }]);
  });

  it(`deletes visit counters older than ${retention.analyticsMonths} months, a day either side of the boundary`, () => {
    const cutoff = monthsBefore(now, retention.analyticsMonths);
    const counter = (d: Date) => ({ day: dayOf(d), path: '/city/westport', type: 'view' as const, count: 3 });
    ctx.db
      .insert(siteEventCounts)
      .values([counter(oneDayBefore(cutoff)), counter(cutoff), counter(oneDayAfter(cutoff)), counter(now)])
      .run();

    expect(applyRetention(ctx.db, now)).toEqual(removedOnly({ analyticsCounters: 1 }));
    const days = ctx.db.select({ day: siteEventCounts.day }).from(siteEventCounts).orderBy(asc(siteEventCounts.day));
    expect(days.all()).toEqual([{ day: dayOf(cutoff) }, { day: dayOf(oneDayAfter(cutoff)) }, { day: dayOf(now) }]);
  });

  it(`deletes activity lines older than ${retention.activityMonths} months; a deleted lead's lines stay, unlinked, until then`, () => {
    const cutoff = monthsBefore(now, retention.activityMonths);
    const lead = addLead('expired', oneDayBefore(monthsBefore(now, retention.leadMonths)));
    const line = (at: Date, leadId: number | null = null) => ({
      at: at.toISOString(),
      action: 'lead-stage' as const,
      leadId,
    });
    ctx.db
      .insert(activityLog)
      .values([line(oneDayBefore(cutoff)), line(oneDayAfter(cutoff)), line(now, lead), line(now)])
      .run();

    expect(applyRetention(ctx.db, now)).toMatchObject({ leads: 1, activity: 1 });
    expect(ctx.db.select({ at: activityLog.at, leadId: activityLog.leadId }).from(activityLog).all()).toEqual([
      { at: oneDayAfter(cutoff).toISOString(), leadId: null },
      { at: now.toISOString(), leadId: null },
      { at: now.toISOString(), leadId: null },
    ]);
  });

  it('runs at once when scheduled, with the injected clock, and reports counts only', () => {
    addLead('expired', oneDayBefore(monthsBefore(now, retention.leadMonths)));
    const reports: unknown[] = [];
    const schedule = scheduleRetention(ctx.db, { now: () => now, log: (r) => reports.push(r), logError: () => {} });
    schedule.stop();
    expect(reports).toEqual([
      { leads: 1, spamLeads: 0, outboxBodies: 0, sessions: 0, analyticsCounters: 0, activity: 0, verifications: 0 },
    ]);
  });
});
