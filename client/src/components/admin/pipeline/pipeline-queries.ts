import type { CalendarFeed, PipelineAgenda, PipelineAnalytics } from '../../../../../shared/pipeline';
import { getJson } from '../../../lib/api-request';
import { leadsKey } from '../api/admin-queries';

export const agendaKey = ['/api/pipeline/agenda'] as const;
export const pipelineAnalyticsKey = ['/api/pipeline/analytics'] as const;
export const calendarFeedKey = ['/api/calendar-feed'] as const;
export const ownCalendarFeedKey = ['/api/account/calendar-feed'] as const;

/** Everything a stage change or a booking can move. */
export const pipelineRefresh = [leadsKey, agendaKey, pipelineAnalyticsKey] as const;

export const fetchAgenda = () => getJson<PipelineAgenda>('/api/pipeline/agenda');
export const fetchPipelineAnalytics = (days: number) =>
  getJson<PipelineAnalytics>(`/api/pipeline/analytics?days=${days}`);
export const fetchCalendarFeed = () => getJson<CalendarFeed>('/api/calendar-feed');
export const fetchOwnCalendarFeed = () => getJson<CalendarFeed>('/api/account/calendar-feed');
