import express from 'express';
import { adminSessionMiddleware } from './auth/admin-session';
import type { LoginRateLimitOptions } from './auth/login-rate-limit';
import { sameOriginOnly } from './auth/same-origin';
import type { Db } from './db/types';
import { apiErrorHandler, apiNotFound, siteErrorHandler, siteNotFound } from './lib/http-errors';
import { requireJson } from './lib/require-json';
import { createLogger, requestLogger, type Logger } from './logger';
import { adminRouter } from './routes/admin';
import { contactRouter, type ContactRouteOptions } from './routes/contact';
import { leadsRouter } from './routes/leads';
import { testimonialsRouter } from './routes/testimonials';
import { securityHeaders } from './security/headers';
import { serveSite } from './static/serve-site';

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
}: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  const logRequests = requestLogger(logger);
  if (logRequests) app.use(logRequests);
  app.use(securityHeaders({ contentSecurityPolicy: !devServer }));

  const api = express.Router();
  api.use(requireJson);
  api.use(sameOriginOnly);
  api.use(express.json({ limit: '16kb', strict: true }));
  api.use(['/admin', '/contacts', '/contacts.csv', '/testimonials'], adminSessionMiddleware(db, sessionSecret));
  api.use(contactRouter(db, contact));
  api.use('/admin', adminRouter(db, loginRateLimit));
  api.use(leadsRouter(db));
  api.use('/testimonials', testimonialsRouter(db));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logError));
  app.use('/api', api);

  if (distDir) app.use(serveSite(distDir), siteNotFound);
  app.use(siteErrorHandler(logError));
  return app;
}
