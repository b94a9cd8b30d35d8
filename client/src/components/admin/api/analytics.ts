import { leadAnalyticsPath } from '../../../../../shared/staff-api-paths';
import type { LeadAnalytics, LeadAnalyticsRange } from '../../../../../shared/lead-analytics';
import { getJson } from '../../../lib/api-request';

export const leadAnalyticsKey = [leadAnalyticsPath] as const;

/** GET /api/admin/lead-analytics?days=: where leads came from over the last 30, 90 or 365 days. */
export const fetchLeadAnalytics = (days: LeadAnalyticsRange) =>
  getJson<LeadAnalytics>(`${leadAnalyticsPath}?days=${days}`);
