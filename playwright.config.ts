import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdminEmail, e2eAdminPassword } from './client/e2e/fixtures';
import { freePortSync } from './server/test/free-port';
import { chromiumFlags, testBrowser } from './scripts/lib/debian-browser';
import { stripeDoubleKeys } from './server/test/stripe-double-keys';

/** Debian's headless Chromium with this machine's flags. */
export const chromiumLaunchOptions = { executablePath: testBrowser.path, args: chromiumFlags };

// A port free on this machine (other runs may share it), unless E2E_PORT names one; like the
// temporary database of each run, chosen once and shared with the workers through the environment.
process.env.E2E_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
process.env.E2E_DATABASE_PATH ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'closets-e2e-')), 'site.db');
// The Stripe double the site pays through (scripts/stripe-double.ts), on a port of its own.
process.env.E2E_STRIPE_PORT ??= String(freePortSync());
const stripePort = Number(process.env.E2E_STRIPE_PORT);

export default defineConfig({
  testDir: 'client/e2e',
  fullyParallel: true,
  // Two cores: two workers (measured against one and three, see docs/benchmarks.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // The longest flows take 15–45 s here; on a loaded shared machine 30 s is not enough headroom.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Recording a trace for every test costs a fifth of the run; `npx playwright test --trace on`
    // records them when a failure needs one.
    trace: 'off',
  },
  projects: [
    // Signs in as staff once; the specs reuse that session (client/e2e/admin-session.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, dependencies: ['team-rule'] },
    // Turns the team-wide two-factor rule on for a moment: first, while nothing else runs.
    {
      name: 'team-rule',
      testMatch: /two-factor-rule\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: /two-factor-rule\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/stripe-double.ts',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        STRIPE_DOUBLE_PORT: String(stripePort),
        STRIPE_DOUBLE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
      },
    },
    {
      // The compiled production server that `npm start` runs (test:e2e builds first).
      command: `node ${process.env.DIST_DIR ?? 'dist'}/app/index.js`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: process.env.E2E_DATABASE_PATH,
        NODE_ENV: 'production',
        ADMIN_PASSWORD: e2eAdminPassword,
        ADMIN_EMAIL: e2eAdminEmail,
        // Passkeys belong to SITE_URL's host, and WebAuthn refuses IP addresses (passkeys.spec.ts).
        SITE_URL: `http://localhost:${port}`,
        // Every spec's page views come from 127.0.0.1; the per-IP event limit is covered by unit tests.
        EVENT_RATE_LIMIT: '0',
        // Likewise every spec's consultation requests and reviews (tested against the real limits in
        // server/app.test.ts and server/core/http/form-post.test.ts).
        CONTACT_RATE_LIMIT: '0',
        REVIEW_RATE_LIMIT: '0',
        BOOKING_RATE_LIMIT: '0',
        // Online payment on, through the double (proposal-payments.spec.ts).
        STRIPE_SECRET_KEY: stripeDoubleKeys.secretKey,
        STRIPE_WEBHOOK_SECRET: stripeDoubleKeys.webhookSecret,
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
