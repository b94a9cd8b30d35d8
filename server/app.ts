import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { adminSessionMiddleware } from './auth/admin-session';
import type { LoginRateLimitOptions } from './auth/login-rate-limit';
import { sameOriginOnly } from './auth/same-origin';
import { leadWriter } from './db/lead-writer';
import type { Db } from './db/types';
import { apiErrorHandler, apiNotFound, siteErrorHandler, siteNotFound } from './lib/http-errors';
import { requireJson } from './lib/require-json';
import { clientIp, isHttps, pathOf, requestHost, type TrustProxy } from './lib/request-info';
import { createLogger, requestLogger, type Logger } from './logger';
import { adminRouter } from './routes/admin';
import { contactEndpoint, contactPath, type ContactRouteOptions } from './routes/contact';
import { eventsRouter } from './routes/events';
import { leadsRouter } from './routes/leads';
import { testimonialsRouter } from './routes/testimonials';
import { securityHeaderSets, securityHeaders } from './security/headers';
import { prerenderedSite } from './static/serve-site';

export interface AppOptions {
  db: Db;
  /** Folder of the client build; omit to run the API alone (tests, dev server). */
  distDir?: string;
  /** Structured logger; silent when omitted. */
  logger?: Logger;
  logError?: (err: unknown) => void;
  /** SESSION_SECRET; without it one is generated once and kept in the database. */
  sessionSecret?: string;
  /** TRUST_PROXY, passed to Express's 'trust proxy' so client IPs and HTTPS are seen right. */
  trustProxy?: boolean | number | string;
  loginRateLimit?: LoginRateLimitOptions;
  /** Rate limit and lead e-mail settings of POST /api/contact. */
  contact?: ContactRouteOptions;
  /** Page events (POST /api/events) per IP per 15 minutes; 0 or omitted = no limit. */
  eventRateLimit?: number;
  /** `npm run dev`: Vite serves the pages after this app and injects inline scripts, so no CSP. */
  devServer?: boolean;
}

/** The site's request handler: a plain `http` listener, or middleware when `next` is passed (dev server). */
export type AppHandler = ((req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void) & {
  /** Starts the lead writer's thread now rather than on the first lead (the server does at start-up). */
  start(): void;
  /** Finishes the lead writes in flight and stops the lead writer's thread (after the server has closed). */
  close(): Promise<void>;
};

/**
 * Every request is logged. The two paths that take the traffic are answered before Express: pages
 * and assets from memory, and POST /api/contact (routes/contact.ts); everything else (the rest of
 * the API, redirects, the 404 page) goes through Express. Express's per-request work cost several
 * times what those two answers need (see the Benchmarks section of the README).
 */
export function createApp({
  db,
  distDir,
  logger = createLogger('silent'),
  logError = (err) => logger.error({ err }, 'unhandled error'),
  sessionSecret,
  trustProxy = false,
  loginRateLimit,
  contact,
  eventRateLimit,
  devServer = false,
}: AppOptions): AppHandler {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  const headerSets = securityHeaderSets({ contentSecurityPolicy: !devServer });
  app.use(securityHeaders(headerSets));

  const leads = leadWriter(db.$client.name);
  const contactForm = contactEndpoint(leads, contact ?? {}, logError);

  const api = express.Router();
  api.use(requireJson);
  api.use(sameOriginOnly);
  // Page events are tiny beacons: their body limit is stricter, and parsed first.
  api.use('/events', express.json({ limit: '1kb', strict: true }));
  api.use(express.json({ limit: '16kb', strict: true }));
  api.use(['/admin', '/contacts', '/contacts.csv', '/testimonials'], adminSessionMiddleware(db, sessionSecret));
  api.use('/admin', adminRouter(db, loginRateLimit));
  api.use(leadsRouter(db));
  api.use('/testimonials', testimonialsRouter(db));
  api.use('/events', eventsRouter(db, eventRateLimit));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logError));
  app.use('/api', api);

  const site = distDir ? prerenderedSite(distDir) : undefined;
  if (site) app.use(site.fallback, siteNotFound);
  app.use(siteErrorHandler(logError));

  const logRequest = requestLogger(logger);
  const trust = app.get('trust proxy fn') as TrustProxy;
  const handler: AppHandler = (req, res, next) => {
    logRequest?.(req, res);
    const securityHeaders = isHttps(req, trust) ? headerSets.https : headerSets.http;
    if (site?.serveFile(req, res, securityHeaders)) return;
    if (req.method === 'POST' && pathOf(req.url) === contactPath) {
      void contactForm(req, res, { securityHeaders, host: requestHost(req, trust), ip: clientIp(req, trust) });
      return;
    }
    if (next) app(req as express.Request, res as express.Response, next);
    else app(req, res);
  };
  handler.start = () => leads.start();
  handler.close = () => leads.close();
  return handler;
}
