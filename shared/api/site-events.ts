import { siteEventSchema } from '../site-events';
import { eventsPath } from './public-paths';
import { route } from './route';

/** The site's own visit counts: daily counters per page, nothing about the visitor. */
export const siteEventsApi = /* @__PURE__ */ (() => ({
  count: route({
    method: 'POST',
    path: eventsPath,
    summary:
      'Count a landing, page view, phone or e-mail click on a page of the site (sent by sendBeacon; over its limit answered 204 and not counted)',
    access: 'public',
    body: siteEventSchema,
    status: 204,
  }),
}))();
