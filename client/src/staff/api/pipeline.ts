import type { StageChange } from '../../../../shared/pipeline';
import { pipelineApi } from '../../../../shared/api/pipeline';
import type { BodyOf } from '../../../../shared/api/route';
import type { LeadAnalyticsRange } from '../../../../shared/lead-analytics';
import { apiQuery, callApi, urlOf } from '../../lib/call-api';
import { leadsKey } from './leads';

const agenda = apiQuery(pipelineApi.agenda);

export const agendaKey = agenda.queryKey;
const pipelineAnalyticsKey = [pipelineApi.analytics.path] as const;

/** Everything a stage change or a booking can move. */
export const pipelineRefresh = [leadsKey, agendaKey, pipelineAnalyticsKey] as const;

/** GET /api/pipeline/agenda: consultations coming up and follow-ups due. */
export const agendaQuery = agenda;

/** GET /api/pipeline/analytics?days=: from lead to won work over the last 30, 90 or 365 days. */
export const pipelineAnalyticsQuery = (days: LeadAnalyticsRange) =>
  apiQuery(pipelineApi.analytics, { query: { days: `${days}` as const } });

/** POST /api/contacts/:id/stage: a lead's stage changes this one way, from the inbox or the pipeline. */
export const changeStage = (leadId: number, change: StageChange) =>
  callApi(pipelineApi.changeStage, { params: { id: leadId }, body: change });

/** PUT /api/contacts/:id/consultation: book or move the visit. */
export const bookConsultation = (leadId: number, booking: BodyOf<typeof pipelineApi.book>) =>
  callApi(pipelineApi.book, { params: { id: leadId }, body: booking });

/** DELETE /api/contacts/:id/consultation. */
export const cancelConsultation = (leadId: number) => callApi(pipelineApi.cancel, { params: { id: leadId } });

/** The consultation's calendar invitation (a download link, not a fetch). */
export const consultationInviteHref = (leadId: number) => urlOf(pipelineApi.invite, { params: { id: leadId } });
