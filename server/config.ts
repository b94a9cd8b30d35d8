import path from 'node:path';
import { business } from '../shared/business';
import { resolveSiteUrl } from '../shared/site-url';
import { parseTrustProxy } from './auth/trust-proxy';
import { defaultRateLimits } from './lib/rate-limit';
import { logLevels, type LogLevel } from './logger';

function readLogLevel(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info');
  if (!(logLevels as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${value}")`);
  }
  return value as LogLevel;
}

/** A non-negative whole number; unset or empty keeps the default, anything else stops the start. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n)) {
    throw new Error(`${name} must be a whole number of 0 or more (got "${value}")`);
  }
  return n;
}

/** Settings read from the environment (see the README's settings table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? './data/site.db',
    /** MEDIA_DIR: uploaded project photos and their variants; beside the database unless set. */
    mediaDir: path.resolve(
      env.MEDIA_DIR?.trim() || path.join(path.dirname(env.DATABASE_PATH ?? './data/site.db'), 'media'),
    ),
    distDir: path.resolve(env.DIST_DIR ?? 'dist', 'client'),
    logLevel: readLogLevel(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Per-IP limits per 15 minutes; 0 turns one off (benchmarks). */
    rateLimits: {
      contact: count(env, 'CONTACT_RATE_LIMIT', defaultRateLimits.contact),
      events: count(env, 'EVENT_RATE_LIMIT', defaultRateLimits.events),
      review: count(env, 'REVIEW_RATE_LIMIT', defaultRateLimits.review),
    },
    /** Demo testimonials for a fresh database; SEED_DEMO_TESTIMONIALS=false starts with none (production). */
    seedDemoTestimonials: env.SEED_DEMO_TESTIMONIALS !== 'false',
    /** The public address used in e-mailed links (review requests). */
    siteUrl: resolveSiteUrl(env.SITE_URL),
    /** BACKUP_DIR: the server writes a verified daily backup there and keeps the newest BACKUP_KEEP. */
    backup: {
      dir: env.BACKUP_DIR?.trim() || undefined,
      keep: Math.max(1, count(env, 'BACKUP_KEEP', 14)),
    },
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
