import * as z from 'zod/mini';
import { leadParamsSchema } from '../admin-schema';
import {
  bookInstallSchema,
  installCancelledSchema,
  jobInstallSchema,
  myInstallsSchema,
} from '../installs/install-schema';
import { myDayQuerySchema } from '../my-day';
import { route } from './route';

const jobInstallPath = '/api/contacts/:id/install';
const schedule = { permission: 'installs:schedule' } as const;

/**
 * A signed job's installation (server/installs): the office books, moves and cancels its days and
 * crew (installs:schedule); each crew member reads their own install days on My day (installs:own).
 */
export const installsApi = /* @__PURE__ */ (() => ({
  read: route({
    method: 'GET',
    path: jobInstallPath,
    summary: 'A signed job’s install (days, crew, notes), who can be on a crew, and the contract’s completion date',
    access: schedule,
    params: leadParamsSchema,
    answer: jobInstallSchema,
  }),
  book: route({
    method: 'PUT',
    path: jobInstallPath,
    summary:
      'Book or move a signed job’s install: its days (date, start, hours) and crew. Refused (409) when a crew member is on another install, a design visit, or off; the homeowner is e-mailed the invitation (.ics); a day after the completion date answers a warning',
    access: schedule,
    params: leadParamsSchema,
    body: bookInstallSchema,
    answer: jobInstallSchema,
  }),
  cancel: route({
    method: 'DELETE',
    path: jobInstallPath,
    summary: 'Cancel a job’s install; the homeowner is e-mailed the cancellation (METHOD:CANCEL)',
    access: schedule,
    params: leadParamsSchema,
    answer: installCancelledSchema,
  }),
  myDay: route({
    method: 'GET',
    path: '/api/my-day/installs',
    summary:
      'Your install days on a day (today unless `day` says otherwise): address, notes, the homeowner’s phone, the drawings',
    access: { permission: 'installs:own' },
    query: z.pick(myDayQuerySchema, { day: true }),
    answer: myInstallsSchema,
  }),
}))();
