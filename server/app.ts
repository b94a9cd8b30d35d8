import express from 'express';
import type { Db } from './db/types';
import { apiErrorHandler, apiNotFound, siteErrorHandler, siteNotFound } from './lib/http-errors';
import { requireJson } from './lib/require-json';
import { createLogger, requestLogger, type Logger } from './logger';
import { contactRouter } from './routes/contact';
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
  /** Express `trust proxy` (TRUST_PROXY): lets X-Forwarded-Proto mark a request as HTTPS. */
  trustProxy?: boolean | number;
  /** `npm run dev`: Vite serves the pages after this app and injects inline scripts, so no CSP. */
  devServer?: boolean;
}

export function createApp({
  db,
  distDir,
  logger = createLogger('silent'),
  logError = (err) => logger.error({ err }, 'unhandled error'),
  trustProxy = false,
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
  api.use(express.json({ limit: '16kb', strict: true }));
  api.use(contactRouter(db));
  api.use('/testimonials', testimonialsRouter(db));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logError));
  app.use('/api', api);

  if (distDir) app.use(serveSite(distDir), siteNotFound);
  app.use(siteErrorHandler(logError));
  return app;
}
