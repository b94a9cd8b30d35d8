import express from 'express';
import type { Db } from './db/types';
import { apiErrorHandler, apiNotFound } from './lib/http-errors';
import { requireJson } from './lib/require-json';
import { contactRouter, type ContactRouteOptions } from './routes/contact';
import { testimonialsRouter } from './routes/testimonials';
import { serveSite } from './static/serve-site';

export interface AppOptions {
  db: Db;
  /** Folder of the client build; omit to run the API alone (tests, dev server). */
  distDir?: string;
  logError?: (err: unknown) => void;
  /** Express `trust proxy` (TRUST_PROXY); without it, behind a proxy every visitor shares one rate limit. */
  trustProxy?: boolean | number | string;
  /** Rate limit and lead e-mail settings of POST /api/contact. */
  contact?: ContactRouteOptions;
}

export function createApp({ db, distDir, logError = console.error, trustProxy, contact }: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (trustProxy !== undefined) app.set('trust proxy', trustProxy);

  const api = express.Router();
  api.use(requireJson);
  api.use(express.json({ limit: '16kb', strict: true }));
  api.use(contactRouter(db, contact));
  api.use('/testimonials', testimonialsRouter(db));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logError));
  app.use('/api', api);

  if (distDir) app.use(serveSite(distDir));
  return app;
}
