import * as z from 'zod/mini';
import { literalValue } from './lean-schemas';
import { leadChangedSchema, leadParamsSchema } from '../admin-schema';
import {
  bookingSchema,
  consultationSchema,
  pipelineAgendaSchema,
  pipelineAnalyticsSchema,
  pipelineQuerySchema,
  stageChangeSchema,
} from '../pipeline';
import { route } from './route';

const consultationPath = '/api/contacts/:id/consultation';
const booked = () => z.object({ success: literalValue(true), consultation: consultationSchema });

/** A lead's stage and consultation, and the pipeline's agenda and figures. */
export const pipelineApi = {
  changeStage: route({
    method: 'POST',
    path: '/api/contacts/:id/stage',
    summary: "Move a lead to a stage (with the quote, final amount or reason it needs); not a signed contract's lead",
    access: { permission: 'leads:work' },
    params: leadParamsSchema,
    body: stageChangeSchema,
    answer: leadChangedSchema,
  }),
  book: route({
    method: 'PUT',
    path: consultationPath,
    summary: 'Book or move the in-home consultation (naming another designer needs leads:assign)',
    access: { permission: 'leads:work' },
    params: leadParamsSchema,
    body: bookingSchema,
    answer: booked(),
  }),
  cancel: route({
    method: 'DELETE',
    path: consultationPath,
    summary: 'Cancel the booked consultation',
    access: { permission: 'leads:work' },
    params: leadParamsSchema,
    answer: booked(),
  }),
  invite: route({
    method: 'GET',
    path: `${consultationPath}.ics`,
    summary: "The consultation's calendar invitation",
    access: { permission: 'leads:work' },
    params: leadParamsSchema,
    contentType: 'text/calendar',
  }),
  agenda: route({
    method: 'GET',
    path: '/api/pipeline/agenda',
    summary: 'Consultations coming up and follow-ups due (your own leads without leads:all)',
    access: { permission: 'leads:work' },
    answer: pipelineAgendaSchema,
  }),
  analytics: route({
    method: 'GET',
    path: '/api/pipeline/analytics',
    summary: 'The pipeline and proposal figures over the last 30, 90 or 365 days',
    access: { permission: 'analytics:read' },
    query: pipelineQuerySchema,
    answer: pipelineAnalyticsSchema,
  }),
};
