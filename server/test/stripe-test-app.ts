import fs from 'node:fs';
import path from 'node:path';
import { fakeRenderBuild } from './fake-build';
import { appWithOwnerAccount } from './owner-app';
import { startStripeDouble } from './stripe-double';
import type { createTestApp } from './test-app';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/**
 * A test app with online payment on, against a Stripe double of its own, its first owner signing in
 * with the test password (no demo data, no booking rate limit). With `renderedPages` the homeowner's
 * pages render from a fake build. The app's `cleanup` also stops the double and deletes the build.
 */
export async function appWithStripeDouble({
  renderedPages = false,
  ...options
}: TestAppOptions & { renderedPages?: boolean } = {}) {
  const double = await startStripeDouble();
  const root = renderedPages ? fakeRenderBuild() : undefined;
  const ctx = await appWithOwnerAccount({
    stripe: double.settings,
    rateLimits: { booking: 0 },
    ...(root ? { distDir: path.join(root, 'client') } : {}),
    ...options,
  });
  const cleanup = async () => {
    await ctx.cleanup();
    await double.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  };
  return { double, ctx: { ...ctx, cleanup } };
}
