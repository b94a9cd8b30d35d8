import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { adminSessionMiddleware } from './auth/admin-session';
import type { LoginRateLimitOptions } from './auth/login-rate-limit';
import { sameOriginOnly } from './auth/same-origin';
import { leadWriter } from './db/lead-writer';
import type { Db } from './db/types';
import { apiErrorHandler, apiNotFound, siteErrorHandler, siteNotFound } from './lib/http-errors';
import { requireJson } from './lib/require-json';
import { createLogger, requestLogger, type Logger } from './logger';
import { adminRouter } from './routes/admin';
import { contactRouter, type ContactRouteOptions } from './routes/contact';
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
  /** `npm run dev`: Vite serves the pages after this app and injects inline scripts, so no CSP. */
  devServer?: boolean;
}

/** The site's request handler: a plain `http` listener, or middleware when `next` is passed (dev server). */
export type AppHandler = ((req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void) & {
  /** Finishes the lead writes in flight and stops the lead writer's thread (after the server has closed). */
  close(): Promise<void>;
};

/**
 * Every request is logged; a request for a prerendered page or asset is answered from memory right
 * away, and everything else (the API, redirects, the 404 page) goes through Express.
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
  devServer = false,
}: AppOptions): AppHandler {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  const headerSets = securityHeaderSets({ contentSecurityPolicy: !devServer });
  app.use(securityHeaders(headerSets));

  const api = express.Router();
  api.use(requireJson);
  api.use(sameOriginOnly);
  api.use(express.json({ limit: '16kb', strict: true }));
  api.use(['/admin', '/contacts', '/contacts.csv', '/testimonials'], adminSessionMiddleware(db, sessionSecret));
  const leads = leadWriter(db.$client.name);
  api.use(contactRouter(leads, contact));
  api.use('/admin', adminRouter(db, loginRateLimit));
  api.use(leadsRouter(db));
  api.use('/testimonials', testimonialsRouter(db));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logError));
  app.use('/api', api);

  const site = distDir ? prerenderedSite(distDir) : undefined;
  if (site) app.use(site.fallback, siteNotFound);
  app.use(siteErrorHandler(logError));

  const logRequest = requestLogger(logger);
  const trust = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  const handler: AppHandler = (req, res, next) => {
    logRequest?.(req, res);
    if (site?.serveFile(req, res, isHttps(req, trust) ? headerSets.https : headerSets.http)) return;
    if (next) app(req as express.Request, res as express.Response, next);
    else app(req, res);
  };
  handler.close = () => leads.close();
  return handler;
}

/** The same answer as Express's `req.secure`, for requests answered before Express. */
function isHttps(req: IncomingMessage, trust: (address: string | undefined, hop: number) => boolean): boolean {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  if (!trust(req.socket.remoteAddress, 0)) return encrypted;
  const header = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(header) ? header[0] : header)?.split(',', 1)[0]?.trim();
  return proto ? proto === 'https' : encrypted;
}
