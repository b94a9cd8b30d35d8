import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppOptions } from '../app';
import { openSiteDatabase } from '../site-database';
import { defaultMailSettings, type MailSettings } from '../core/mail/email';
import { createOutboxWorker } from '../core/mail/outbox-worker';
import { fromSitePage } from './from-site-page';
import { createPayments, type StripeSettings } from '../payments';

/**
 * The real app on a fresh SQLite file in a temp folder; `cleanup` closes and deletes it. `mail` sets
 * the mail settings (LEAD_NOTIFY_TO, SEND_CONFIRMATION). No outbox worker runs, so queued rows stay
 * 'pending' until a test runs one (see `runWorkerWithoutSmtp`). `stripe` turns online payment on
 * (against a double: server/test/stripe-double.ts). `app` is reached as from the site's own pages
 * (`fromSitePage`), `rawApp` as by a client that names no origin.
 */
export function createTestApp(
  options: Omit<AppOptions, 'db' | 'mail' | 'payments'> & {
    seed?: boolean;
    mail?: Partial<MailSettings>;
    stripe?: StripeSettings;
  } = {},
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-test-'));
  const dbPath = path.join(dir, 'site.db');
  const { seed = true, mail, stripe, ...appOptions } = options;
  const db = openSiteDatabase(dbPath, { seed });
  const payments = createPayments({ db, stripe, siteUrl: appOptions.siteUrl });
  const app = createApp({ db, logError: () => {}, mail: { ...defaultMailSettings, ...mail }, payments, ...appOptions });
  return {
    app: fromSitePage(app),
    rawApp: app,
    db,
    dbPath,
    payments,
    async cleanup() {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One pass of the outbox worker as it runs without SMTP_URL: every queued row is marked 'skipped'. */
export const runWorkerWithoutSmtp = (db: Parameters<typeof createOutboxWorker>[0]['db']) =>
  createOutboxWorker({ db, from: 'test@example.com' }).runOnce();
