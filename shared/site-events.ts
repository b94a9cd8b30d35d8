import { z } from 'zod';
import { publicPaths } from './paths';

/** First-party visit counts: what POST /api/events accepts. */
export const siteEventTypes = ['landing', 'view', 'call', 'email'] as const;
export type SiteEventType = (typeof siteEventTypes)[number];

/** POST /api/events: one landing, page view, phone or e-mail click on a page of the route list. */
export const siteEventSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    type: z.enum(siteEventTypes, { error: `type must be one of ${siteEventTypes.join(', ')}` }),
    path: z.enum(publicPaths, { error: 'path must be a page of this site' }),
  }))();
export type SiteEvent = z.infer<typeof siteEventSchema>;
