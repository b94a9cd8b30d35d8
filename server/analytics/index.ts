export { eventsRouter } from './events-router';
export { deleteExpiredCounters } from './site-event-counts';
export { analyticsRouter } from './analytics-router';
export { siteEventCounts } from './schema';
