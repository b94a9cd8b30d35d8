import type { PipelineAgenda, PipelineAnalytics } from '../../../../../shared/pipeline';
import { getJson } from '../../../lib/api-request';
import { leadsKey } from './leads';
import { pipelineAgendaPath, pipelineAnalyticsPath } from '../../../../../shared/staff-api-paths';

export const agendaKey = [pipelineAgendaPath] as const;
export const pipelineAnalyticsKey = [pipelineAnalyticsPath] as const;

/** Everything a stage change or a booking can move. */
export const pipelineRefresh = [leadsKey, agendaKey, pipelineAnalyticsKey] as const;

export const fetchAgenda = () => getJson<PipelineAgenda>(pipelineAgendaPath);
export const fetchPipelineAnalytics = (days: number) =>
  getJson<PipelineAnalytics>(`${pipelineAnalyticsPath}?days=${days}`);
