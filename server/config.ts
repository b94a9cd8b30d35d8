import path from 'node:path';
import { business } from '../shared/business';
import { parseTrustProxy } from './auth/trust-proxy';
import { logLevels, type LogLevel } from './logger';

function readLogLevel(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info');
  if (!(logLevels as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${value}")`);
  }
  return value as LogLevel;
}

/** A non-negative integer setting; anything else falls back to the default. */
function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
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
    /** Consultation requests per IP per 15 minutes; 0 turns the limit off (benchmarks). */
    contactRateLimit: count(env.CONTACT_RATE_LIMIT, 10),
    /** Page events (views, clicks) per IP per 15 minutes; 0 turns the limit off. */
    eventRateLimit: count(env.EVENT_RATE_LIMIT, 300),
    mail: {
      /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465; unset: no e-mail is sent. */
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      notifyTo: env.LEAD_NOTIFY_TO?.trim() || business.email,
      from: env.MAIL_FROM?.trim() || `"${business.name}" <${business.email}>`,
      sendConfirmation: env.SEND_CONFIRMATION === 'true',
    },
  };
}

export type Config = ReturnType<typeof readConfig>;
export type MailConfig = Config['mail'];
