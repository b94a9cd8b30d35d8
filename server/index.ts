import { createApp } from './app';
import { readConfig } from './core/config';
import { prepareOwner } from './team';
import { scheduleBackups } from './core/db/backup';
import { openSiteDatabase } from './site-database';
import { scheduleRetention } from './retention';
import { createPhotoQueue } from './gallery';
import { createHttpServer } from './core/http/http-server';
import { createLogger, exitOnUncaughtErrors } from './core/logger';
import { createOutboxWorker } from './core/mail/outbox-worker';
import { smtpSender } from './core/mail/transport';
import { scheduleDigest } from './pipeline';
import { proposalMailSkipReason } from './proposals';
import { leadReplyTo } from './leads';
import { createPayments } from './payments';

const config = readConfig();
const logger = createLogger(config.logLevel);
exitOnUncaughtErrors(logger);

const db = openSiteDatabase(config.databasePath, { seed: config.seedDemoTestimonials, keyFile: config.keyFile });
await prepareOwner(db, { envPassword: config.adminPassword, email: config.adminEmail, log: (m) => logger.info(m) });
const { smtpUrl, notifyTo, from, sendConfirmation } = config.mail;

// Without SMTP_URL the worker has no transport and marks every queued row 'skipped' with the reason.
const mailWorker = createOutboxWorker({
  db,
  sender: smtpUrl ? smtpSender(smtpUrl) : undefined,
  from,
  log: (m) => logger.warn(m),
  skipReason: (row, now) => proposalMailSkipReason(db, row, now),
  replyTo: (row) => leadReplyTo(db, row),
});

const logError = (err: unknown) => logger.error({ err }, 'scheduled job failed');
scheduleRetention(db, {
  mediaDir: config.mediaDir,
  log: (removed) => logger.info({ removed }, 'retention: expired data removed'),
  logError,
});
scheduleDigest(db, { logError, notifyTo, siteUrl: config.siteUrl });
const backups = config.backup.dir
  ? scheduleBackups(db.$client, { ...config.backup, dir: config.backup.dir, log: (m) => logger.info(m), logError })
  : undefined;
const photoQueue = createPhotoQueue({
  db,
  mediaDir: config.mediaDir,
  logError: (err) => logger.error({ err }, 'photo processing failed'),
});

// Online payment when Stripe is set up; its refund sender, receipt mailer and reminders run from the
// start (what was left from before a restart).
const payments = createPayments({
  db,
  stripe: config.stripe,
  siteUrl: config.siteUrl,
  logError: (err) => logger.error({ err }, 'payments: a refund, receipt or reminder not sent; it is tried again'),
});

const app = createApp({
  db,
  distDir: config.distDir,
  logger,
  sessionSecret: config.sessionSecret,
  trustProxy: config.trustProxy,
  health: { backups, photoBacklog: photoQueue.backlog },
  gallery: { mediaDir: config.mediaDir, onQueued: photoQueue.kick },
  livePages: true,
  rateLimits: config.rateLimits,
  siteUrl: config.siteUrl,
  mail: { notifyTo, sendConfirmation, configured: Boolean(smtpUrl) },
  payments,
});

const server = createHttpServer(app);
server.listen(config.port, config.host, () => {
  logger.info(`Site running at http://localhost:${config.port} (database: ${config.databasePath})`);
  logger.info(smtpUrl ? `Lead e-mails go to ${notifyTo}` : 'SMTP_URL not set: lead e-mails are not sent');
  mailWorker.start();
  payments.refunds.start();
  payments.receipts.start();
  payments.fees.start();
  payments.reminders.start();
  if (!payments.onlinePayment) logger.info('STRIPE_SECRET_KEY not set: online payment is not offered');
  // Photos uploaded before a restart and not yet processed.
  photoQueue.kick();
});

function shutdown() {
  payments.refunds.stop();
  payments.receipts.stop();
  payments.fees.stop();
  payments.reminders.stop();
  server.close(() => {
    void Promise.allSettled([mailWorker.stop()]).finally(() => {
      db.$client.close();
      process.exit(0);
    });
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
