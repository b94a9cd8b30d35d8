import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './server/core/db/schema.ts',
  out: './server/core/db/migrations',
  dbCredentials: { url: process.env.DATABASE_PATH ?? './data/site.db' },
});
