import * as z from 'zod/mini';
import { route } from './route';

/**
 * GET/POST /api/calendar-feed (your link to everyone's visits) and /api/account/calendar-feed (your
 * own visits). Only a hash of a link is kept, so its URL comes once, in the POST that makes it; GET
 * tells when the current link was made (null: none yet).
 */
const calendarFeedSchema = /* @__PURE__ */ (() =>
  z.object({ url: z.nullable(z.string()), madeAt: z.nullable(z.string()) }))();
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

const company = { permission: 'calendar:everyone' } as const;
const own = { permission: 'account:own' } as const;

/**
 * The calendar feeds calendar apps subscribe to, and each person's links to them: the company's
 * (everyone's visits, for those who may see them) and their own (the visits they are the designer of).
 */
export const calendarFeedApi = /* @__PURE__ */ (() => ({
  companyLink: route({
    method: 'GET',
    path: '/api/calendar-feed',
    summary: 'When your link to the company’s calendar feed (everyone’s visits) was made',
    access: company,
    answer: calendarFeedSchema,
  }),
  newCompanyLink: route({
    method: 'POST',
    path: '/api/calendar-feed',
    summary: 'Make a new link to the company’s calendar feed (the old one stops working); its URL comes this once',
    access: company,
    answer: calendarFeedSchema,
  }),
  ownLink: route({
    method: 'GET',
    path: '/api/account/calendar-feed',
    summary: 'When the link to your own calendar feed (your visits) was made',
    access: own,
    answer: calendarFeedSchema,
  }),
  newOwnLink: route({
    method: 'POST',
    path: '/api/account/calendar-feed',
    summary: 'Make a new link to your own calendar feed (the old one stops working); its URL comes this once',
    access: own,
    answer: calendarFeedSchema,
  }),
  feed: route({
    method: 'GET',
    path: '/api/calendar/:file',
    summary: 'A calendar feed (`<token>.ics`) for calendar apps: the company’s or one person’s visits',
    access: 'secret-link',
    params: z.object({ file: z.string() }),
    contentType: 'text/calendar',
  }),
}))();
