import { siteEventSchema } from '../site-events';
import { route } from './route';

/** The pages' beacon posts here; the declaration below stays out of their bundles. */
export const eventsPath = '/api/events';

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
