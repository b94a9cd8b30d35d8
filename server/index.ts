import { createApp } from './app';
import { readConfig } from './core/config';
import { prepareAdminPassword } from './core/auth/admin-password';
import { scheduleBackups } from './core/db/backup';
import { openDatabase } from './core/db/open-database';
import { scheduleRetention } from './retention';
import { createPhotoQueue } from './gallery';
import { createHttpServer } from './core/http/http-server';
import { createLogger, exitOnUncaughtErrors } from './core/logger';
import { createOutboxWorker } from './core/mail/outbox-worker';
import { smtpSender } from './core/mail/transport';
import { scheduleDigest } from './pipeline';

const config = readConfig();
const logger = createLogger(config.logLevel);
exitOnUncaughtErrors(logger);

const db = openDatabase(config.databasePath, { seed: config.seedDemoTestimonials });
await prepareAdminPassword(db, { envPassword: config.adminPassword, log: (m) => logger.info(m) });
const { smtpUrl, notifyTo, from, sendConfirmation } = config.mail;

// Without SMTP_URL there is no worker: new outbox rows are written as 'skipped' with the reason.
const mailWorker = smtpUrl
  ? createOutboxWorker({ db, sender: smtpSender(smtpUrl), from, log: (m) => logger.warn(m) })
  : undefined;

const logError = (err: unknown) => logger.error({ err }, 'scheduled job failed');
scheduleRetention(db, { log: (removed) => logger.info({ removed }, 'retention: expired data removed'), logError });
scheduleDigest(db, { notifyTo, deliver: Boolean(mailWorker), onQueued: mailWorker?.kick, logError });
const backups = config.backup.dir
  ? scheduleBackups(db.$client, { ...config.backup, dir: config.backup.dir, log: (m) => logger.info(m), logError })
  : undefined;
const photoQueue = createPhotoQueue({
  db,
  mediaDir: config.mediaDir,
  logError: (err) => logger.error({ err }, 'photo processing failed'),
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
  mail: { deliver: Boolean(mailWorker), notifyTo, sendConfirmation },
  onMailQueued: mailWorker?.kick,
  siteUrl: config.siteUrl,
});

const server = createHttpServer(app);
server.listen(config.port, config.host, () => {
  logger.info(`Site running at http://localhost:${config.port} (database: ${config.databasePath})`);
  logger.info(mailWorker ? `Lead e-mails go to ${notifyTo}` : 'SMTP_URL not set: lead e-mails are not sent');
  mailWorker?.start();
  // Photos uploaded before a restart and not yet processed.
  photoQueue.kick();
});

function shutdown() {
  server.close(() => {
    void Promise.allSettled([mailWorker?.stop()]).finally(() => {
      db.$client.close();
      process.exit(0);
    });
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
