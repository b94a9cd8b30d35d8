import type TestAgent from 'supertest/lib/agent';
import { signedInAgent, useTestPassword } from './admin-agent';
import { createTestApp } from './test-app';

type TestAppOptions = Parameters<typeof createTestApp>[0];

/** A test app, not seeded unless `options` say so, whose first owner signs in with the test password. */
export async function appWithOwnerAccount(options: TestAppOptions = {}): Promise<ReturnType<typeof createTestApp>> {
  const ctx = createTestApp({ seed: false, ...options });
  await useTestPassword(ctx.db);
  return ctx;
}

/** The same, with the owner signed in as `owner`. */
export async function appWithOwner(
  options: TestAppOptions = {},
): Promise<{ ctx: ReturnType<typeof createTestApp>; owner: TestAgent }> {
  const ctx = await appWithOwnerAccount(options);
  return { ctx, owner: await signedInAgent(ctx.app) };
}
