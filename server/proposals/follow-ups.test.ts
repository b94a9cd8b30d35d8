import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayOf } from '../../shared/business-time';
import { listOutbox, queueMail } from '../core/mail/outbox';
import { createOutboxWorker } from '../core/mail/outbox-worker';
import type { MailSender, OutgoingMail } from '../core/mail/transport';
import { createTestApp } from '../test/test-app';
import { recordTestLead } from '../test/test-lead';
import { cancelProposalFollowUps, followUpAt, followUpCancelledReason, proposalMailSkipReason } from './follow-ups';

describe('followUpAt: a reminder in Connecticut business hours, never on Sunday, never early', () => {
  const at = (iso: string, days: number) => followUpAt(new Date(iso), days).toISOString();

  it('keeps the clock time when it falls in business hours, Saturdays included', () => {
    // Wednesday 13 January 2027, 11:00 AM EST → Saturday 16 January, 11:00 AM.
    expect(at('2027-01-13T16:00:00Z', 3)).toBe('2027-01-16T16:00:00.000Z');
  });

  it('moves an evening to 9 AM the next day, and past a Sunday to Monday', () => {
    // Tuesday 12 January, 6:30 PM → Friday 15 January 6:30 PM → Saturday 9 AM.
    expect(at('2027-01-12T23:30:00Z', 3)).toBe('2027-01-16T14:00:00.000Z');
    // Friday 15 January, 5:00 PM → Monday 18 January 5 PM is closed → Tuesday 9 AM.
    expect(at('2027-01-15T22:00:00Z', 3)).toBe('2027-01-19T14:00:00.000Z');
    // Wednesday 13 January, 12:30 PM → Sunday 17 January → Monday 9 AM.
    expect(at('2027-01-13T17:30:00Z', 4)).toBe('2027-01-18T14:00:00.000Z');
    // Saturday 16 January, 7 PM → Saturday 23 January 7 PM → Monday 25 January 9 AM.
    expect(at('2027-01-17T00:00:00Z', 7)).toBe('2027-01-25T14:00:00.000Z');
  });

  it('moves an early morning to 9 AM the same day, not before the day it is due', () => {
    // Monday 11 January, 6:15 AM → Thursday 14 January, 9 AM.
    const due = followUpAt(new Date('2027-01-11T11:15:00Z'), 3);
    expect(due.toISOString()).toBe('2027-01-14T14:00:00.000Z');
    expect(dayOf(due)).toBe('2027-01-14');
  });

  it('counts Connecticut calendar days across the change to daylight time', () => {
    // Thursday 11 March 2027, 10 AM EST → Sunday 14 March (clocks change) → Monday 15 March 9 AM EDT.
    expect(at('2027-03-11T15:00:00Z', 3)).toBe('2027-03-15T13:00:00.000Z');
    // Friday 12 March, 10 AM EST → Friday 19 March, 10 AM EDT.
    expect(at('2027-03-12T15:00:00Z', 7)).toBe('2027-03-19T14:00:00.000Z');
  });
});

describe('the outbox worker and proposal reminders', () => {
  let ctx: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    ctx = createTestApp({ seed: false });
  });
  afterEach(() => ctx.cleanup());

  const sentMail: OutgoingMail[] = [];
  const sender: MailSender = {
    send: async (mail) => {
      sentMail.push(mail);
    },
    close: () => {},
  };

  /** A lead with a sent proposal (version 1, valid until `validUntil`) and a reminder due now. */
  function leadWithReminder(name: string, status: string, validUntil = '2027-02-13') {
    const { leadId } = recordTestLead(ctx.db, name);
    const { id } = ctx.db.$client
      .prepare("INSERT INTO proposals (lead_id, draft, status, updated_at) VALUES (?, '{}', ?, ?) RETURNING id")
      .get(leadId, status, '2027-01-14T00:00:00Z') as { id: number };
    ctx.db.$client
      .prepare(
        `INSERT INTO proposal_versions (proposal_id, version, document, sha256, sender_name, sender_registration, sent_at, valid_until)
         VALUES (?, 1, '{}', 'x', 'Dee', 'SLP.1', '2027-01-14T00:00:00Z', ?)`,
      )
      .run(id, validUntil);
    const message = { leadId, toAddress: `${leadId}@example.com`, subject: 'Reminder', body: 'A friendly reminder' };
    queueMail(ctx.db, { ...message, kind: 'proposal-follow-up' }, { now: new Date('2027-01-18T14:00:00Z') });
    return leadId;
  }

  it('sends a due reminder only while its proposal is sent and not expired; the rest are skipped with the reason', async () => {
    sentMail.length = 0;
    const open = leadWithReminder('Open Proposal', 'sent');
    const accepted = leadWithReminder('Accepted Proposal', 'accepted');
    const declined = leadWithReminder('Declined Proposal', 'declined');
    const expired = leadWithReminder('Expired Proposal', 'sent', '2027-01-17');
    const now = new Date('2027-01-18T14:00:00Z');
    await createOutboxWorker({
      db: ctx.db,
      sender,
      from: 'site@example.com',
      now: () => now,
      skipReason: (row, at) => proposalMailSkipReason(ctx.db, row, at),
    }).runOnce();
    const byLead = new Map(listOutbox(ctx.db).map((row) => [row.leadId, [row.status, row.lastError]]));
    expect(byLead.get(open)).toEqual(['sent', null]);
    for (const lead of [accepted, declined, expired])
      expect(byLead.get(lead)).toEqual(['skipped', followUpCancelledReason]);
    expect(sentMail.map((m) => m.to)).toEqual([`${open}@example.com`]);
  });

  it('cancelProposalFollowUps skips the lead’s pending reminders only', () => {
    const one = leadWithReminder('One Lead', 'sent');
    const two = leadWithReminder('Two Lead', 'sent');
    expect(cancelProposalFollowUps(ctx.db, one)).toBe(1);
    const byLead = new Map(listOutbox(ctx.db).map((row) => [row.leadId, row.status]));
    expect(byLead.get(one)).toBe('skipped');
    expect(byLead.get(two)).toBe('pending');
  });
});
