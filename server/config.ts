import path from 'node:path';
import { parseTrustProxy } from './auth/trust-proxy';

/** Settings read from the environment (see the README's settings table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? './data/site.db',
    distDir: path.resolve(env.DIST_DIR ?? 'dist', 'client'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export type Config = ReturnType<typeof readConfig>;
