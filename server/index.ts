import { createApp } from './app';
import { readConfig } from './config';
import { prepareAdminPassword } from './auth/admin-password';
import { openDatabase } from './db/open-database';
import { createHttpServer } from './http-server';
import { createLogger } from './logger';
import { createOutboxWorker } from './mail/outbox-worker';
import { smtpSender } from './mail/transport';

const config = readConfig();
const logger = createLogger(config.logLevel);
const db = openDatabase(config.databasePath);
await prepareAdminPassword(db, { envPassword: config.adminPassword, log: (m) => logger.info(m) });
const { smtpUrl, notifyTo, from, sendConfirmation } = config.mail;

// Without SMTP_URL there is no worker: new outbox rows are written as 'skipped' with the reason.
const mailWorker = smtpUrl
  ? createOutboxWorker({ db, sender: smtpSender(smtpUrl), from, log: (m) => logger.warn(m) })
  : undefined;

const app = createApp({
  db,
  distDir: config.distDir,
  logger,
  sessionSecret: config.sessionSecret,
  trustProxy: config.trustProxy,
  rateLimits: config.rateLimits,
  mail: { deliver: Boolean(mailWorker), notifyTo, sendConfirmation },
  onMailQueued: mailWorker?.kick,
});

const server = createHttpServer(app);
server.listen(config.port, config.host, () => {
  logger.info(`Site running at http://localhost:${config.port} (database: ${config.databasePath})`);
  logger.info(mailWorker ? `Lead e-mails go to ${notifyTo}` : 'SMTP_URL not set: lead e-mails are not sent');
  mailWorker?.start();
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
