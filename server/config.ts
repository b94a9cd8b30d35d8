import path from 'node:path';
import { logLevels, type LogLevel } from './logger';

function readLogLevel(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info');
  if (!(logLevels as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${value}")`);
  }
  return value as LogLevel;
}

/** Express `trust proxy`: off by default; a hop count, or `true` behind a proxy you control. */
function readTrustProxy(value: string | undefined): boolean | number {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a hop count`);
  return hops;
}

/** Settings read from the environment (see the README's settings table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? './data/site.db',
    distDir: path.resolve(env.DIST_DIR ?? 'dist', 'client'),
    logLevel: readLogLevel(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}

export type Config = ReturnType<typeof readConfig>;
