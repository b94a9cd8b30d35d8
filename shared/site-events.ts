/** First-party visit counts (no zod here: the browser's tracking code imports these as types). */
export const siteEventTypes = ['landing', 'view', 'call', 'email'] as const;
export type SiteEventType = (typeof siteEventTypes)[number];
