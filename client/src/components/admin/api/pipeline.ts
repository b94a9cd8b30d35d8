import type { PipelineAgenda, PipelineAnalytics } from '../../../../../shared/pipeline';
import type { CalendarFeed } from '../../../../../shared/api/calendar-feed';
import { getJson } from '../../../lib/api-request';
import { leadsKey } from './leads';
import {
  accountCalendarFeedPath,
  calendarFeedPath,
  pipelineAgendaPath,
  pipelineAnalyticsPath,
} from '../../../../../shared/staff-api-paths';

export const agendaKey = [pipelineAgendaPath] as const;
export const pipelineAnalyticsKey = [pipelineAnalyticsPath] as const;
export const calendarFeedKey = [calendarFeedPath] as const;
export const ownCalendarFeedKey = [accountCalendarFeedPath] as const;

/** Everything a stage change or a booking can move. */
export const pipelineRefresh = [leadsKey, agendaKey, pipelineAnalyticsKey] as const;

export const fetchAgenda = () => getJson<PipelineAgenda>(pipelineAgendaPath);
export const fetchPipelineAnalytics = (days: number) =>
  getJson<PipelineAnalytics>(`${pipelineAnalyticsPath}?days=${days}`);
export const fetchCalendarFeed = () => getJson<CalendarFeed>(calendarFeedPath);
export const fetchOwnCalendarFeed = () => getJson<CalendarFeed>(accountCalendarFeedPath);
