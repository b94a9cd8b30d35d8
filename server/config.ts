import path from 'node:path';
import { business } from '../shared/business';

/** A non-negative integer setting; anything else falls back to the default. */
function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** Express's `trust proxy`: hop count, true/false, or addresses/subnets such as `loopback`. */
function trustProxy(value: string | undefined): boolean | number | string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v === 'true' || v === 'false') return v === 'true';
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** Settings read from the environment (see the README's settings table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? './data/site.db',
    distDir: path.resolve(env.DIST_DIR ?? 'dist', 'client'),
    /** Behind a reverse proxy, set so req.ip (and the per-IP rate limit) sees the visitor, not the proxy. */
    trustProxy: trustProxy(env.TRUST_PROXY),
    /** Consultation requests per IP per 15 minutes; 0 turns the limit off (benchmarks). */
    contactRateLimit: count(env.CONTACT_RATE_LIMIT, 10),
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
