import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '../../shared/team';
import { addTestStaff, signedInAgent, useTestPassword } from './admin-agent';
import { createTestApp } from './test-app';

/**
 * The real app on a temporary SQLite file (no demo data, no booking rate limit), set up once for a
 * test file, with a signed-in agent and the id of one person for each of `roles`. Its fields are
 * there from the file's first test on.
 */
export function staffTestApp<Role extends Exclude<StaffRole, 'owner'>>(roles: readonly Role[]) {
  const app = { as: {}, ids: {} } as {
    ctx: ReturnType<typeof createTestApp>;
    as: Record<Role, TestAgent>;
    ids: Record<Role, number>;
  };
  beforeAll(async () => {
    app.ctx = createTestApp({ seed: false, rateLimits: { booking: 0 } });
    await useTestPassword(app.ctx.db);
    for (const role of roles) {
      const person = await addTestStaff(app.ctx.db, role);
      app.ids[role] = person.id;
      app.as[role] = await signedInAgent(app.ctx.app, person.email);
    }
  });
  afterAll(() => app.ctx.cleanup());
  return app;
}
