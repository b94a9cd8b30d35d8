import { leadAnalyticsApi } from '../../../../shared/api/lead-analytics';
import type { LeadAnalyticsRange } from '../../../../shared/lead-analytics';
import { apiQuery } from '../../lib/call-api';

/** GET /api/admin/lead-analytics?days=: where leads came from over the last 30, 90 or 365 days. */
export const leadAnalyticsQuery = (days: LeadAnalyticsRange) =>
  apiQuery(leadAnalyticsApi.read, { query: { days: `${days}` as const } });
