import path from 'node:path';
import { parseTrustProxy } from './auth/trust-proxy';
import { logLevels, type LogLevel } from './logger';

function readLogLevel(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info');
  if (!(logLevels as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${value}")`);
  }
  return value as LogLevel;
}

/** Settings read from the environment (see the README's settings table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? './data/site.db',
    distDir: path.resolve(env.DIST_DIR ?? 'dist', 'client'),
    logLevel: readLogLevel(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export type Config = ReturnType<typeof readConfig>;
