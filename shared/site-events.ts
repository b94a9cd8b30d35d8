/**
 * First-party visit counts (no zod here: the browser's tracking code imports these names only as
 * types, and the privacy policy imports the retention period).
 */
export const siteEventTypes = ['landing', 'view', 'call', 'email'] as const;
export type SiteEventType = (typeof siteEventTypes)[number];

/** Daily counters older than this are deleted (stated in the privacy policy). */
export const siteCounterRetentionMonths = 25;
