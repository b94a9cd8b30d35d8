import { leadAnalyticsQuerySchema, leadAnalyticsSchema } from '../lead-analytics';
import { route } from './route';

/** The dashboard's lead figures. */
export const leadAnalyticsApi = {
  read: route({
    method: 'GET',
    path: '/api/admin/lead-analytics',
    summary: 'Where leads came from over the last 30, 90 or 365 days: weeks, sources, landing pages, rooms, ZIPs',
    access: { permission: 'analytics:read' },
    query: leadAnalyticsQuerySchema,
    answer: leadAnalyticsSchema,
  }),
};
