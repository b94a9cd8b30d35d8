import type { CalendarFeed, PipelineAgenda, PipelineAnalytics } from '../../../../../shared/pipeline';
import { throwIfResNotOk } from '../../../lib/api-request';
import { leadsKey } from '../admin-queries';

export const agendaKey = ['/api/pipeline/agenda'] as const;
export const pipelineAnalyticsKey = ['/api/pipeline/analytics'] as const;
export const calendarFeedKey = ['/api/calendar-feed'] as const;

/** Everything a stage change or a booking can move. */
export const pipelineRefresh = [leadsKey, agendaKey, pipelineAnalyticsKey] as const;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export const fetchAgenda = () => getJson<PipelineAgenda>('/api/pipeline/agenda');
export const fetchPipelineAnalytics = (days: number) =>
  getJson<PipelineAnalytics>(`/api/pipeline/analytics?days=${days}`);
export const fetchCalendarFeed = () => getJson<CalendarFeed>('/api/calendar-feed');

/** "$4,500" or "$4,750.50". */
export function formatDollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 ? 2 : 0,
  });
}

/** Cents from what staff typed ("4,500", "$4500.50"); null when it is not a positive amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}
