import { getSetting, putSetting } from '../core/db/app-settings';
import type { Db } from '../core/db/types';
import { mailSettings } from '../core/mail/email';
import { queueMail } from '../core/mail/outbox';
import { consultationsToday, followUpsDue } from './agenda';
import { businessMinuteOfDay, dayOf, formatDateTime } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { repeat } from '../core/repeat';

/** The digest goes out from 7:00 am Connecticut time, once a day. */
export const digestMinute = 7 * 60;
const sentDayKey = 'pipeline_digest_day';

/**
 * Whether the morning digest is due: from 7:00 in Connecticut, not yet sent that Connecticut
 * day, and only when a follow-up is due or a consultation is booked that day.
 */
export function digestDue({
  now,
  lastSentDay,
  followUps,
  consultations,
}: {
  now: Date;
  lastSentDay: string | undefined;
  followUps: number;
  consultations: number;
}): boolean {
  if (businessMinuteOfDay(now) < digestMinute) return false;
  if (lastSentDay === dayOf(now)) return false;
  return followUps + consultations > 0;
}

/** Queues today's digest if it is due; returns whether it did. */
export function queueDigestIfDue(db: Db, now: Date) {
  const due = followUpsDue(db, now);
  const today = consultationsToday(db, now);
  const lastSentDay = getSetting(db, sentDayKey);
  if (!digestDue({ now, lastSentDay, followUps: due.length, consultations: today.length })) return false;
  const body = [
    `Good morning. Today in the lead pipeline (Connecticut time):`,
    ``,
    `Consultations today (${today.length}):`,
    ...today.map((c) => `- ${formatDateTime(new Date(c.startsAt))}: ${c.name}, ${c.phone}, ${c.address}`),
    ``,
    `Follow-ups due (${due.length}):`,
    ...due.map(
      (f) =>
        `- ${f.name}, ${f.phone}: quote ${f.quoteCents ? formatDollars(f.quoteCents, { alwaysCents: true }) : '-'}, due ${f.followUpOn}`,
    ),
    ``,
    `Open the dashboard's Contact Submissions tab for details.`,
  ].join('\n');
  db.transaction(
    (tx) => {
      const subject = `Today: ${today.length} consultation(s), ${due.length} follow-up(s) due`;
      queueMail(
        tx,
        { leadId: null, kind: 'pipeline-digest', toAddress: mailSettings().notifyTo, subject, body },
        { now },
      );
      const day = dayOf(now);
      putSetting(tx, sentDayKey, day);
    },
    { behavior: 'immediate' },
  );
  return true;
}

export interface DigestSchedule {
  stop(): void;
}

/** Checks every few minutes whether the digest is due; a failed check is logged and tried again. */
export function scheduleDigest(
  db: Db,
  options: {
    logError: (err: unknown) => void;
    now?: () => Date;
    everyMs?: number;
  },
): DigestSchedule {
  const { now = () => new Date(), everyMs = 5 * 60_000, logError } = options;
  return repeat(() => queueDigestIfDue(db, now()), everyMs, logError);
}
