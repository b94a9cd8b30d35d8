import express from 'express';
import { adminSessionMiddleware } from './auth/admin-session';
import type { LoginRateLimitOptions } from './auth/login-rate-limit';
import { sameOriginOnly } from './auth/same-origin';
import type { Db } from './db/types';
import { apiErrorHandler, apiNotFound } from './lib/http-errors';
import { requireJson } from './lib/require-json';
import { adminRouter } from './routes/admin';
import { contactRouter, type ContactRouteOptions } from './routes/contact';
import { leadsRouter } from './routes/leads';
import { testimonialsRouter } from './routes/testimonials';
import { serveSite } from './static/serve-site';

export interface AppOptions {
  db: Db;
  /** Folder of the client build; omit to run the API alone (tests, dev server). */
  distDir?: string;
  logError?: (err: unknown) => void;
  /** SESSION_SECRET; without it one is generated once and kept in the database. */
  sessionSecret?: string;
  /** TRUST_PROXY, passed to Express's 'trust proxy' so client IPs and HTTPS are seen right. */
  trustProxy?: boolean | number | string;
  loginRateLimit?: LoginRateLimitOptions;
  /** Rate limit and lead e-mail settings of POST /api/contact. */
  contact?: ContactRouteOptions;
}

export function createApp({
  db,
  distDir,
  logError = console.error,
  sessionSecret,
  trustProxy = false,
  loginRateLimit,
  contact,
}: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

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

  if (distDir) app.use(serveSite(distDir));
  return app;
}
