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
} as const;

export type Retention = typeof retention;

/** `now` minus whole calendar months (UTC), e.g. 2026-11-22 minus 24 months = 2024-11-22. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
