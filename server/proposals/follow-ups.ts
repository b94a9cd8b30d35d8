import { and, desc, eq } from 'drizzle-orm';
import {
  addDays,
  businessInstant,
  businessMinuteOfDay,
  businessTime,
  dayOf,
  weekdayOf,
} from '../../shared/business-time';
import { mailOutbox } from '../core/mail/schema';
import { proposals, proposalVersions } from './schema';
import type { Db, Tx } from '../core/db/types';
import type { OutboxRow } from '../core/mail/outbox';

/** The friendly reminders after a proposal is sent, in days after sending. */
export const followUpDays = [3, 7] as const;

/** Connecticut business hours for a reminder: 9 AM to 5 PM, Monday to Saturday. */
const opensAt = '09:00';
const opensMinute = 9 * 60;
const closesMinute = 17 * 60;
const sunday = 0;

/**
 * When a reminder goes out: the same Connecticut clock time `days` calendar days after sending,
 * moved forward into business hours (9 AM–5 PM, Monday–Saturday); never on a Sunday and never
 * before the day it is due.
 */
export function followUpAt(sentAt: Date, days: number): Date {
  let day = addDays(dayOf(sentAt), days);
  const due = businessInstant(day, businessTime(sentAt));
  const minute = businessMinuteOfDay(due);
  if (weekdayOf(day) !== sunday && minute >= opensMinute && minute < closesMinute) return due;
  if (minute >= closesMinute) day = addDays(day, 1);
  if (weekdayOf(day) === sunday) day = addDays(day, 1);
  return businessInstant(day, opensAt);
}

/** Why a pending reminder was not sent, as the lead's mail list shows it. */
export const followUpCancelledReason = 'Not sent: the proposal was answered, expired or replaced by a newer version';

/**
 * Cancels the lead's pending proposal reminders (marked 'skipped' with the reason): on acceptance,
 * decline, expiry and a new version. Call it inside the transaction of that change.
 */
export function cancelProposalFollowUps(db: Db | Tx, leadId: number): number {
  return db
    .update(mailOutbox)
    .set({ status: 'skipped', lastError: followUpCancelledReason })
    .where(
      and(eq(mailOutbox.leadId, leadId), eq(mailOutbox.kind, 'proposal-follow-up'), eq(mailOutbox.status, 'pending')),
    )
    .run().changes;
}

/**
 * The one rule of when a reminder still goes out: its lead's proposal is still 'sent' (not
 * accepted, declined or cancelled) and its latest version has not expired (its valid-until day,
 * in Connecticut, is today or later). The outbox worker asks before sending one: the reason not
 * to, or null to send.
 */
export function proposalMailSkipReason(db: Db, row: OutboxRow, now: Date): string | null {
  if (row.kind !== 'proposal-follow-up') return null;
  const latest =
    row.leadId === null
      ? undefined
      : db
          .select({ status: proposals.status, validUntil: proposalVersions.validUntil })
          .from(proposals)
          .innerJoin(proposalVersions, eq(proposalVersions.proposalId, proposals.id))
          .where(eq(proposals.leadId, row.leadId))
          .orderBy(desc(proposalVersions.version))
          .get();
  const wanted = latest?.status === 'sent' && latest.validUntil >= dayOf(now);
  return wanted ? null : followUpCancelledReason;
}
