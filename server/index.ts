import { createApp } from './app';
import { readConfig } from './config';
import { prepareAdminPassword } from './auth/admin-password';
import { openDatabase } from './db/open-database';
import { createHttpServer } from './http-server';
import { createLogger } from './logger';

const config = readConfig();
const logger = createLogger(config.logLevel);
const db = openDatabase(config.databasePath);
await prepareAdminPassword(db, { envPassword: config.adminPassword, log: (m) => logger.info(m) });
const app = createApp({
  db,
  distDir: config.distDir,
  logger,
  sessionSecret: config.sessionSecret,
  trustProxy: config.trustProxy,
});

const server = createHttpServer(app);
server.listen(config.port, config.host, () => {
  logger.info(`Site running at http://localhost:${config.port} (database: ${config.databasePath})`);
});

function shutdown() {
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
