import type TestAgent from 'supertest/lib/agent';
import { signedInAgent, useTestPassword } from './admin-agent';
import { createTestApp } from './test-app';

/** A test app, not seeded unless `options` say so, with its first owner signed in as `owner`. */
export async function appWithOwner(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ ctx: ReturnType<typeof createTestApp>; owner: TestAgent }> {
  const ctx = createTestApp({ seed: false, ...options });
  await useTestPassword(ctx.db);
  return { ctx, owner: await signedInAgent(ctx.app) };
}
