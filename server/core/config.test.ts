import { describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { readConfig } from './config';

describe('readConfig: lead settings', () => {
  it('defaults: limit 10, no SMTP, notify the business, no confirmation, no proxy trusted', () => {
    const config = readConfig({});
    expect(config.rateLimits).toEqual({ contact: 10, events: 300, review: 5, booking: 30 });
    expect(config.trustProxy).toBe(false);
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      notifyTo: business.email,
      from: `"${business.name}" <${business.email}>`,
      sendConfirmation: false,
    });
  });

  it('reads every setting; CONTACT_RATE_LIMIT=0 turns the limit off', () => {
    const config = readConfig({
      CONTACT_RATE_LIMIT: '0',
      EVENT_RATE_LIMIT: '50',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LEAD_NOTIFY_TO: 'office@example.com',
      MAIL_FROM: 'site@example.com',
      SEND_CONFIRMATION: 'true',
    });
    expect(config.rateLimits).toEqual({ contact: 0, events: 50, review: 5, booking: 30 });
    expect(config.trustProxy).toBe(1);
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      notifyTo: 'office@example.com',
      from: 'site@example.com',
      sendConfirmation: true,
    });
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it.each(['lots', '-1', '2.5', '1e3', '10 per minute'])(
    'a malformed CONTACT_RATE_LIMIT (%s) stops the start',
    (value) => {
      expect(() => readConfig({ CONTACT_RATE_LIMIT: value })).toThrow(
        `CONTACT_RATE_LIMIT must be a whole number of 0 or more (got "${value}")`,
      );
    },
  );

  it('an empty CONTACT_RATE_LIMIT keeps the default', () => {
    expect(readConfig({ CONTACT_RATE_LIMIT: '' }).rateLimits.contact).toBe(10);
  });
});

describe('readConfig: review settings', () => {
  it('defaults: 5 reviews per IP, demo testimonials seeded, the default site address', () => {
    const config = readConfig({});
    expect(config.rateLimits.review).toBe(5);
    expect(config.seedDemoTestimonials).toBe(true);
    expect(config.siteUrl).toBe(business.defaultSiteUrl);
  });

  it('REVIEW_RATE_LIMIT parsed like CONTACT_RATE_LIMIT; SEED_DEMO_TESTIMONIALS=false; SITE_URL', () => {
    const config = readConfig({
      REVIEW_RATE_LIMIT: '0',
      SEED_DEMO_TESTIMONIALS: 'false',
      SITE_URL: 'https://closets.example/',
    });
    expect(config.rateLimits.review).toBe(0);
    expect(config.seedDemoTestimonials).toBe(false);
    expect(config.siteUrl).toBe('https://closets.example');
    expect(() => readConfig({ REVIEW_RATE_LIMIT: 'many' })).toThrow(
      'REVIEW_RATE_LIMIT must be a whole number of 0 or more (got "many")',
    );
  });
});

describe('readConfig: server settings', () => {
  it('defaults: port 3000, info logging (silent under vitest), backups off', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      backup: { dir: undefined, keep: 14 },
    });
    expect(readConfig({ VITEST: 'true' }).logLevel).toBe('silent');
  });

  it('a malformed LOG_LEVEL, PORT or BACKUP_KEEP stops the start with a readable message', () => {
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number of 0 or more (got "eighty")');
    expect(() => readConfig({ BACKUP_KEEP: '-2' })).toThrow(
      'BACKUP_KEEP must be a whole number of 0 or more (got "-2")',
    );
  });
});

describe('readConfig: online payment (Stripe)', () => {
  it('unset: not offered; the key and webhook secret turn it on, against Stripe itself unless STRIPE_API_BASE says', () => {
    expect(readConfig({}).stripe).toBeUndefined();
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: undefined,
    });
    const local = readConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(local.stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(
      readConfig({ STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_BASE: 'https://stripe.test' }).stripe
        ?.api,
    ).toEqual({
      host: 'stripe.test',
      port: 443,
      protocol: 'https',
    });
  });

  it('a key without the webhook secret, or a STRIPE_API_BASE that is not an address, stops the start', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      "STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: an online payment counts only once Stripe's signed webhook confirms it",
    );
    for (const base of ['127.0.0.1:12111', 'ftp://stripe.test', 'http://127.0.0.1:12111/v1']) {
      expect(() => readConfig({ STRIPE_API_BASE: base })).toThrow(
        `STRIPE_API_BASE must be an http(s) address with no path`,
      );
    }
  });
});
