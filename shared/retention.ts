/**
 * How long the site keeps personal data: the one source for the retention job
 * (server/retention/retention.ts), the privacy policy page and SECURITY.md (a test checks it matches).
 */
export const retention = {
  /** Consultation requests, counted from when they were received. */
  leadMonths: 24,
  /** Requests caught by the spam trap. */
  spamDays: 30,
  /** Lead e-mail bodies in the outbox, once the row has been sent, given up or skipped. */
  outboxBodyDays: 30,
  /** Daily visit counters of the analytics dashboard. */
  analyticsMonths: 25,
  /** The staff activity record (who did what, when, from where); lines about a lead go with the lead sooner. */
  activityMonths: 13,
  /**
   * A secret link's row (invitation, password reset, proposal) after the link expired. A used
   * single-use link goes at the next run; a link with no expiry is never the job's to delete.
   */
  expiredLinkDays: 30,
  /**
   * A customer's records (a lead with a signed contract: the contract, its versions and PDF, change
   * orders, receipts, and the lead's own details), counted from when the job was closed or the
   * contract cancelled: a written contract may be sued on for six years (CGS 52-576).
   */
  customerYears: 7,
} as const;

/** `now` minus whole calendar months (UTC), e.g. 2026-11-22 minus 24 months = 2024-11-22. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/** A customer's contract as the retention rule reads it. */
interface CustomerContract {
  /** When the homeowner cancelled the contract, if they did. */
  cancelledAt: Date | null;
}

/**
 * Until when a customer's records are kept: `customerYears` after the contract was cancelled, or
 * after the job was closed. Null while neither has happened: kept with no end yet. (Jobs have no
 * closing instant yet; the install issue adds it here, so a signed contract is kept for now.)
 */
export function customerRecordsKeptUntil({ cancelledAt }: CustomerContract): Date | null {
  if (cancelledAt === null) return null;
  const until = new Date(cancelledAt);
  until.setUTCFullYear(until.getUTCFullYear() + retention.customerYears);
  return until;
}
