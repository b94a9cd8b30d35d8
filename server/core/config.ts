import path from 'node:path';
import { z } from 'zod';
import { business } from '../../shared/business';
import { resolveSiteUrl } from '../../shared/site-url';
import { parseTrustProxy } from './http/trust-proxy';
import { defaultRateLimits } from './http/rate-limit';
import { logLevels } from './logger';

/** A non-negative whole number; unset or empty keeps the default, anything else stops the start. */
const count = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const n = Number(value);
      if (/^\s*\d+\s*$/.test(value) && Number.isSafeInteger(n)) return n;
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number of 0 or more (got "${value}")` });
      return z.NEVER;
    });

/** Unset, empty and blank all mean "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * STRIPE_API_BASE: another address for Stripe's API (a local double, e.g. http://127.0.0.1:12111),
 * read into the host, port and protocol the stripe package takes; unset is Stripe's own.
 */
const stripeApiBase = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
    ctx.addIssue({
      code: 'custom',
      message: `STRIPE_API_BASE must be an http(s) address with no path, e.g. http://127.0.0.1:12111 (got "${value}")`,
    });
    return z.NEVER;
  }
  const protocol = url.protocol === 'https:' ? ('https' as const) : ('http' as const);
  return { host: url.hostname, port: Number(url.port || (protocol === 'https' ? 443 : 80)), protocol };
});

/** The environment variables the server reads (the README's settings table) and what they become. */
const envSchema = z
  .object({
    PORT: count('PORT', 3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_PATH: z.string().default('./data/site.db'),
    /** Uploaded project photos and their variants; beside the database unless set. */
    MEDIA_DIR: optionalText,
    DIST_DIR: z.string().default('dist'),
    LOG_LEVEL: z
      .enum(logLevels, {
        error: (issue) => `LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${String(issue.input)}")`,
      })
      .optional(),
    VITEST: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    /** The first owner's sign-in e-mail. */
    ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).optional()),
    SESSION_SECRET: z.string().optional(),
    /** The key file (cookie secret, data keys); `secret.key` beside the database unless set. */
    SECRET_KEY_FILE: optionalText,
    TRUST_PROXY: z.string().optional().transform(parseTrustProxy),
    /** Per-IP limits per 15 minutes; 0 turns one off (benchmarks). */
    CONTACT_RATE_LIMIT: count('CONTACT_RATE_LIMIT', defaultRateLimits.contact),
    EVENT_RATE_LIMIT: count('EVENT_RATE_LIMIT', defaultRateLimits.events),
    REVIEW_RATE_LIMIT: count('REVIEW_RATE_LIMIT', defaultRateLimits.review),
    BOOKING_RATE_LIMIT: count('BOOKING_RATE_LIMIT', defaultRateLimits.booking),
    /** SEED_DEMO_TESTIMONIALS=false starts a fresh database with none (production). */
    SEED_DEMO_TESTIMONIALS: z.string().optional(),
    SITE_URL: z.string().optional(),
    BACKUP_DIR: optionalText,
    BACKUP_KEEP: count('BACKUP_KEEP', 14),
    /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465; unset: no e-mail is sent. */
    SMTP_URL: optionalText,
    LEAD_NOTIFY_TO: optionalText,
    MAIL_FROM: optionalText,
    SEND_CONFIRMATION: z.string().optional(),
    /** Online payment (Stripe Checkout); unset: not offered. The webhook secret is needed with the key. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: stripeApiBase,
  })
  .check((ctx) => {
    if (ctx.value.STRIPE_SECRET_KEY && !ctx.value.STRIPE_WEBHOOK_SECRET) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message:
          "STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: an online payment counts only once Stripe's signed webhook confirms it",
      });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    databasePath: env.DATABASE_PATH,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(path.dirname(env.DATABASE_PATH), 'media')),
    distDir: path.resolve(env.DIST_DIR, 'client'),
    logLevel: env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminEmail: (env.ADMIN_EMAIL ?? business.email).toLowerCase(),
    sessionSecret: env.SESSION_SECRET || undefined,
    keyFile: path.resolve(env.SECRET_KEY_FILE ?? path.join(path.dirname(env.DATABASE_PATH), 'secret.key')),
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      contact: env.CONTACT_RATE_LIMIT,
      events: env.EVENT_RATE_LIMIT,
      review: env.REVIEW_RATE_LIMIT,
      booking: env.BOOKING_RATE_LIMIT,
    },
    seedDemoTestimonials: env.SEED_DEMO_TESTIMONIALS !== 'false',
    /** The public address used in e-mailed links (review requests). */
    siteUrl: resolveSiteUrl(env.SITE_URL),
    /** BACKUP_DIR: the server writes a verified daily backup there and keeps the newest BACKUP_KEEP. */
    backup: { dir: env.BACKUP_DIR, keep: Math.max(1, env.BACKUP_KEEP) },
    mail: {
      smtpUrl: env.SMTP_URL,
      notifyTo: env.LEAD_NOTIFY_TO ?? business.email,
      from: env.MAIL_FROM ?? `"${business.name}" <${business.email}>`,
      sendConfirmation: env.SEND_CONFIRMATION === 'true',
    },
    /** Stripe Checkout and its webhook; undefined without STRIPE_SECRET_KEY (online payment is not offered). */
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, api: env.STRIPE_API_BASE }
        : undefined,
  }));

type Config = z.output<typeof envSchema>;

/** Settings read from the environment; a malformed value stops the start with a readable message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return parsed.data;
}
