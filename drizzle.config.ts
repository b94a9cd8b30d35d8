import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  // Every table is in a file named schema.ts: each feature's own, and core's (README, Code layout).
  schema: './server/**/schema.ts',
  out: './server/core/db/migrations',
  dbCredentials: { url: process.env.DATABASE_PATH ?? './data/site.db' },
});
