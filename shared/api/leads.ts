import * as z from 'zod/mini';
import { literalValue, numberValue } from './lean-schemas';
import {
  assignmentSchema,
  leadParamsSchema,
  leadPatchSchema,
  leadChangedSchema,
  leadsAnswerSchema,
  leadsQuerySchema,
  personalDataLookupSchema,
  personalDataSchema,
  reviewRequestBodySchema,
  reviewRequestResponseSchema,
} from '../admin-schema';
import { okAnswer } from './ok-answer';
import { route } from './route';

/** The staff leads inbox: list, export, find by e-mail, set status, assign, ask for a review, delete. */
export const leadsApi = {
  list: route({
    method: 'GET',
    path: '/api/contacts',
    summary: 'One page of leads (your own without leads:all), with their e-mails, photos, plans and pipelines',
    access: { permission: 'leads:read' },
    query: leadsQuerySchema,
    answer: leadsAnswerSchema,
  }),
  exportCsv: route({
    method: 'GET',
    path: '/api/contacts.csv',
    summary: 'The leads as a spreadsheet, with the same filters as the list',
    access: { permission: 'leads:export' },
    query: leadsQuerySchema,
    contentType: 'text/csv',
  }),
  byEmail: route({
    method: 'POST',
    path: '/api/contacts/by-email',
    summary: 'Everything stored for one e-mail address (a POST so the address stays out of access logs)',
    access: { permission: 'leads:lookup' },
    body: personalDataLookupSchema,
    answer: personalDataSchema,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/contacts/:id',
    summary: 'Delete a lead and its photos (never a customer whose records are kept)',
    access: { permission: 'leads:delete' },
    params: leadParamsSchema,
    answer: okAnswer,
  }),
  setStatus: route({
    method: 'PATCH',
    path: '/api/contacts/:id',
    summary: "Set a lead's status to new or contacted",
    access: { permission: 'leads:work' },
    params: leadParamsSchema,
    body: leadPatchSchema,
    answer: leadChangedSchema,
  }),
  assign: route({
    method: 'PUT',
    path: '/api/contacts/:id/assignment',
    summary: 'Give a lead to an active person on the team, or to nobody',
    access: { permission: 'leads:assign' },
    params: leadParamsSchema,
    body: assignmentSchema,
    answer: z.object({ success: literalValue(true), assignedTo: z.nullable(numberValue()) }),
  }),
  requestReview: route({
    method: 'POST',
    path: '/api/contacts/:id/review-request',
    summary: 'E-mail the homeowner a link to leave a review',
    access: { permission: 'leads:request-review' },
    params: leadParamsSchema,
    body: reviewRequestBodySchema,
    answer: reviewRequestResponseSchema,
  }),
};
