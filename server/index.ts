import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';

const config = readConfig();
const db = openDatabase(config.databasePath);
const app = createApp({ db, distDir: config.distDir });

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
