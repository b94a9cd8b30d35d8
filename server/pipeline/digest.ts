import { and, eq } from 'drizzle-orm';
import { getSetting, putSetting } from '../core/db/app-settings';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { queueMail } from '../core/mail/outbox';
import { consultationsToday, followUpsDue } from './agenda';
import { businessMinuteOfDay, dayOf, formatDateTime, formatDayKey } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { business } from '../../shared/business';
import { staffPages } from '../../shared/staff-pages';
import { repeat } from '../core/repeat';
import { refundsToWarnAbout } from '../payments';

/** The digest's link to the day's consultations and follow-ups. */
const myDayUrl = (siteUrl: string) => new URL(staffPages.myDay.path, siteUrl).href;
/** Its link to the dashboard, where the refunds due show above the tabs and each job's Payments. */
const dashboardUrl = (siteUrl: string) => new URL(staffPages.dashboard.path, siteUrl).href;

/** The digest goes out from 7:00 am Connecticut time, once a day. */
const digestMinute = 7 * 60;
const sentDayKey = 'pipeline_digest_day';

/**
 * Whether the morning digest is due: from 7:00 in Connecticut, not yet sent that Connecticut
 * day, and only when a follow-up is due, a consultation is booked that day or a refund's last day
 * is near.
 */
export function digestDue({
  now,
  lastSentDay,
  followUps,
  consultations,
  refunds = 0,
}: {
  now: Date;
  lastSentDay: string | undefined;
  followUps: number;
  consultations: number;
  refunds?: number;
}): boolean {
  if (businessMinuteOfDay(now) < digestMinute) return false;
  if (lastSentDay === dayOf(now)) return false;
  return followUps + consultations + refunds > 0;
}

type RefundDue = ReturnType<typeof refundsToWarnAbout>[number];
const refundLine = (r: RefundDue) =>
  `- ${r.leadName}: ${formatDollars(r.amountCents)} by ${r.dueByText}${r.warning === 'overdue' ? ' (OVERDUE)' : ''}`;

/**
 * The refunds whose last day is within three business days or past, first in the digest: the law
 * gives ten business days after a cancellation (the owner is warned here and on the dashboard).
 */
const refundSection = (refunds: RefundDue[], siteUrl: string) =>
  refunds.length === 0
    ? []
    : [
        `Refunds to pay back soon (${refunds.length}):`,
        ...refunds.map(refundLine),
        `Mark each one paid on the job's Payments: ${dashboardUrl(siteUrl)}`,
        ``,
      ];

type Visit = ReturnType<typeof consultationsToday>[number];
const visitLine = (c: Visit) => `- ${formatDateTime(new Date(c.startsAt))}: ${c.name}, ${c.phone}, ${c.address}`;

/**
 * Queues today's digests that are due: the whole pipeline to LEAD_NOTIFY_TO, and to each active
 * designer with consultations that day, their own visits. Each is sent once per Connecticut day
 * (the day it went is stored with it, so a restart does not send it again). Returns whether any went.
 */
export function queueDigestIfDue(db: Db, now: Date, notifyTo: string, siteUrl: string = business.defaultSiteUrl) {
  const sentCompany = queueCompanyDigestIfDue(db, now, notifyTo, siteUrl);
  let sentDesigners = false;
  for (const designer of activeDesigners(db)) {
    if (queueDesignerDigestIfDue(db, now, designer, siteUrl)) sentDesigners = true;
  }
  return sentCompany || sentDesigners;
}

function queueCompanyDigestIfDue(db: Db, now: Date, notifyTo: string, siteUrl: string) {
  const due = followUpsDue(db, now);
  const today = consultationsToday(db, now);
  const refunds = refundsToWarnAbout(db, now);
  const lastSentDay = getSetting(db, sentDayKey);
  const counts = { followUps: due.length, consultations: today.length, refunds: refunds.length };
  if (!digestDue({ now, lastSentDay, ...counts })) return false;
  const body = [
    `Good morning. Today in the lead pipeline (Connecticut time):`,
    ``,
    ...refundSection(refunds, siteUrl),
    `Consultations today (${today.length}):`,
    ...today.map(visitLine),
    ``,
    `Follow-ups due (${due.length}):`,
    ...due.map(
      (f) =>
        `- ${f.name}, ${f.phone}: quote ${f.quoteCents ? formatDollars(f.quoteCents, { alwaysCents: true }) : '-'}, due ${formatDayKey(f.followUpOn)}`,
    ),
    ``,
    `Your day, with each lead's details: ${myDayUrl(siteUrl)}`,
  ].join('\n');
  const subject =
    `Today: ${today.length} consultation(s), ${due.length} follow-up(s) due` +
    (refunds.length ? `, ${refunds.length} refund(s) to pay back soon` : '');
  queueOnce(db, now, sentDayKey, { toAddress: notifyTo, subject, body });
  return true;
}

const activeDesigners = (db: Db) =>
  db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(eq(staff.role, 'designer'), eq(staff.status, 'active')))
    .all();

/** The day a designer's own digest last went, one setting per person. */
const designerSentDayKey = (staffId: number) => `${sentDayKey}:staff:${staffId}`;

function queueDesignerDigestIfDue(
  db: Db,
  now: Date,
  designer: { id: number; name: string; email: string },
  siteUrl: string,
) {
  const key = designerSentDayKey(designer.id);
  const lastSentDay = getSetting(db, key);
  // Cheap checks first: most of the day, for most people, nothing is due.
  if (!digestDue({ now, lastSentDay, followUps: 0, consultations: 1 })) return false;
  const today = consultationsToday(db, now, designer.id);
  if (today.length === 0) return false;
  const body = [
    `Good morning, ${designer.name}. Your consultations today (Connecticut time):`,
    ``,
    ...today.map(visitLine),
    ``,
    `Your day, with each visit's details: ${myDayUrl(siteUrl)}`,
  ].join('\n');
  queueOnce(db, now, key, { toAddress: designer.email, subject: `Today: ${today.length} consultation(s)`, body });
  return true;
}

/** Queues the e-mail and notes the day it went under `key`, together. */
function queueOnce(db: Db, now: Date, key: string, mail: { toAddress: string; subject: string; body: string }) {
  db.transaction(
    (tx) => {
      queueMail(tx, { leadId: null, kind: 'pipeline-digest', ...mail }, { now });
      putSetting(tx, key, dayOf(now));
    },
    { behavior: 'immediate' },
  );
}

interface DigestSchedule {
  stop(): void;
}

/** Checks every few minutes whether the digest is due; a failed check is logged and tried again. */
export function scheduleDigest(
  db: Db,
  options: {
    logError: (err: unknown) => void;
    /** Who gets the office's digest (LEAD_NOTIFY_TO). */
    notifyTo: string;
    /** The public origin the digest's link to My day starts with (SITE_URL). */
    siteUrl?: string;
    now?: () => Date;
    everyMs?: number;
  },
): DigestSchedule {
  const { now = () => new Date(), everyMs = 5 * 60_000, logError, notifyTo, siteUrl } = options;
  return repeat(() => queueDigestIfDue(db, now(), notifyTo, siteUrl), everyMs, logError);
}
