import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { namesAPerson as personMark } from '../../../shared/id-schema';
import { can, staffRoles, type StaffRole } from '../../../shared/team';
import { addTestStaff, signedInAgent } from '../../test/admin-agent';
import { listApiRoutes, type ListedRoute } from '../../test/list-routes';
import { tableContents } from '../../test/table-contents';
import { createTestApp } from '../../test/test-app';
import { appWithOwnerAccount } from '../../test/owner-app';

/** A field's own schema, inside `.optional()` or `.default()` (classic zod or zod/mini). */
const inner = (field: z.core.$ZodType): z.core.$ZodType => {
  const def = field._zod.def as { type: string; innerType?: z.core.$ZodType };
  return (def.type === 'optional' || def.type === 'default') && def.innerType ? inner(def.innerType) : field;
};
/** A route whose body names a person (shared/id-schema.ts's mark): who gets a lead or a visit. */
const namesAPerson = (route: ListedRoute) =>
  Object.values((route.schemas?.body as z.core.$ZodObject | undefined)?._zod.def.shape ?? {}).some((field) =>
    inner(field)._zod.def.checks?.includes(personMark),
  );
const label = (route: ListedRoute) => `${route.method} ${route.path}`;

const apiRoutes = listApiRoutes();

let ctx: ReturnType<typeof createTestApp>;
const agents = {} as Record<StaffRole, TestAgent>;
const ids = {} as Record<StaffRole, number>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({ seed: true, rateLimits: { login: 0 } });
  agents.owner = await signedInAgent(ctx.app);
  ids.owner = 1;
  for (const role of ['office', 'designer', 'installer'] as const) {
    ids[role] = (await addTestStaff(ctx.db, role)).id;
    agents[role] = await signedInAgent(ctx.app, `${role}@example.com`);
  }
});
afterAll(() => ctx.cleanup());

describe('no route lets someone without leads:assign give a lead or a visit to another person', () => {
  it('the walk finds the routes whose body names a person (so routes added later are covered)', () => {
    expect(apiRoutes.filter(namesAPerson).map(label)).toEqual(
      expect.arrayContaining([
        'PUT /api/contacts/:id/assignment',
        'PUT /api/contacts/:id/consultation',
        'POST /api/team/people/:id/handover',
      ]),
    );
  });

  it('each is closed to such a role by its permission, or checks the person it names (requireAssignRight)', () => {
    const open = apiRoutes.filter(
      (route) =>
        namesAPerson(route) &&
        !route.assigns &&
        staffRoles.some((role) => can(role, route.permission!) && !can(role, 'leads:assign')),
    );
    expect(open.map(label)).toEqual([]);
  });

  const checked = apiRoutes.filter((r) => r.assigns);
  it('the walk found the routes that check it', () => {
    expect(checked.map(label)).toEqual(['PUT /api/contacts/:id/consultation']);
  });

  for (const route of checked) {
    // A role the route itself is closed to (an installer) is refused before any assigning.
    for (const role of staffRoles.filter((r) => can(r, route.permission!))) {
      const allowed = can(role, 'leads:assign');
      it(`${role}: ${label(route)} naming someone else → ${allowed ? 'let through' : '403'}`, async () => {
        const someoneElse = role === 'designer' ? ids.office : ids.designer;
        const url = route.path.replace(/:\w+/g, '1');
        const before = tableContents(ctx.db);
        const send = (person: number | null) =>
          agents[role][route.method.toLowerCase() as 'put'](url).send({ [route.assigns!]: person });
        for (const person of [someoneElse, null]) {
          const res = await send(person);
          if (allowed) {
            expect(res.status).not.toBe(403);
          } else {
            expect(res.status).toBe(403);
            expect(res.body).toEqual({ success: false, error: 'Only the owner or office can assign' });
            expect(tableContents(ctx.db)).toBe(before);
          }
        }
        // Naming yourself is never refused for assigning.
        expect((await send(ids[role])).status).not.toBe(403);
      });
    }
  }
});
