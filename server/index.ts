import { createApp } from './app';
import { readConfig } from './config';
import { prepareAdminPassword } from './auth/admin-password';
import { openDatabase } from './db/open-database';

const config = readConfig();
const db = openDatabase(config.databasePath);
await prepareAdminPassword(db, { envPassword: config.adminPassword, log: (m) => console.log(m) });
const app = createApp({
  db,
  distDir: config.distDir,
  sessionSecret: config.sessionSecret,
  trustProxy: config.trustProxy,
});

const server = app.listen(config.port, config.host, () => {
  console.log(`Site running at http://localhost:${config.port} (database: ${config.databasePath})`);
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
