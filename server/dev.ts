/** `npm run dev`: Vite with hot reload for the client, the real API behind it. */
import express from 'express';
import { createServer } from 'vite';
import { createApp } from './app';
import { readConfig } from './core/config';
import { prepareOwner } from './team';
import { openSiteDatabase } from './site-database';
import { createLogger } from './core/logger';
import { createPayments } from './payments';

const config = readConfig();
const logger = createLogger(config.logLevel);
const db = openSiteDatabase(config.databasePath, { seed: config.seedDemoTestimonials, keyFile: config.keyFile });
await prepareOwner(db, { envPassword: config.adminPassword, email: config.adminEmail, log: (m) => logger.info(m) });
const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });

// Stripe's test mode works here too (docs/payments.md: the Stripe CLI forwards the webhook).
const payments = createPayments({
  db,
  stripe: config.stripe,
  logError: (err) => logger.error({ err }, 'Stripe refund not sent'),
});
payments.refunds.start();

const app = express();
app.use(
  createApp({
    db,
    logger,
    sessionSecret: config.sessionSecret,
    trustProxy: config.trustProxy,
    devServer: true,
    payments,
  }),
);
app.use(vite.middlewares);
app.listen(config.port, () => logger.info(`Dev server at http://localhost:${config.port}`));
