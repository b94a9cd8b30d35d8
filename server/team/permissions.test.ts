import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, staffRoles, type StaffRole } from '../../shared/team';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { listApiRoutes } from '../test/list-routes';
import { tableContents } from '../test/table-contents';
import { createTestApp } from '../test/test-app';
import { appWithOwnerAccount } from '../test/owner-app';

/** The API routes open without a staff permission: visitors' forms and reads, sign-in, and token links. */
const publicRoutes = [
  'GET /api/admin/session',
  'GET /api/bookings/:token',
  'GET /api/calendar/:file',
  'GET /api/gallery',
  'GET /api/invitations/:token',
  'GET /api/password-resets/:token',
  'GET /api/price-book',
  'GET /api/proposals/:token/change-orders/:number/pdf',
  'GET /api/proposals/:token/contract.pdf',
  'GET /api/proposals/:token/payments',
  'GET /api/proposals/:token/payments/:paymentId/receipt.pdf',
  'GET /api/testimonials',
  'POST /api/admin/forgot-password',
  'POST /api/admin/login',
  'POST /api/admin/login/code',
  'POST /api/admin/login/passkey',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/logout',
  'POST /api/bookings/:token',
  'POST /api/bookings/:token/cancel',
  'POST /api/bookings/:token/photos',
  'POST /api/bookings/:token/times',
  'POST /api/contact',
  'POST /api/events',
  'POST /api/invitations/:token',
  'POST /api/password-resets/:token',
  'POST /api/proposals/:token/accept',
  'POST /api/proposals/:token/cancel',
  'POST /api/proposals/:token/change-order/sign',
  'POST /api/proposals/:token/decline',
  'POST /api/proposals/:token/payments',
  'POST /api/proposals/:token/punch-list',
  'POST /api/proposals/:token/sign-off',
  'POST /api/proposals/:token/viewed',
  'POST /api/stripe/webhook',
  'POST /api/testimonials',
];

let ctx: ReturnType<typeof createTestApp>;
const agents = {} as Record<StaffRole, TestAgent>;
beforeAll(async () => {
  ctx = await appWithOwnerAccount({
    seed: true,
    gallery: { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'closets-media-')) },
    rateLimits: { contact: 0, login: 0, events: 0, review: 0 },
  });
  agents.owner = await signedInAgent(ctx.app);
  for (const role of ['office', 'designer', 'installer'] as const) {
    agents[role] = await signedInAgent(ctx.app, (await addTestStaff(ctx.db, role)).email);
  }
});
afterAll(() => ctx.cleanup());

const apiRoutes = listApiRoutes();

describe('every API route is public by name or declares the permission its guard asks for', () => {
  it('the routes without a permission are exactly the public ones', () => {
    const unguarded = apiRoutes.filter((r) => !r.permission).map((r) => `${r.method} ${r.path}`);
    expect([...new Set(unguarded)].sort()).toEqual(publicRoutes);
  });

  it('every staff route that changes something, and the CSV export, declares its line in the activity record', () => {
    const unrecorded = apiRoutes
      .filter((r) => r.permission && (r.method !== 'GET' || r.path === '/api/contacts.csv') && !r.action)
      .map((r) => `${r.method} ${r.path}`);
    expect(unrecorded).toEqual([]);
  });

  it('the walk found the staff routes (so routes added later are covered)', () => {
    expect(apiRoutes.filter((r) => r.permission).length).toBeGreaterThanOrEqual(25);
  });
});

describe('every role gets the answer its permissions give, from every staff route', () => {
  const staffRoutes = apiRoutes.filter((r) => r.permission);
  for (const role of staffRoles) {
    for (const { method, path: route, permission } of staffRoutes) {
      const allowed = can(role, permission!);
      it(`${role}: ${method} ${route} (${permission}) → ${allowed ? 'let through' : '403'}`, async () => {
        const url = route.replace(/:\w+/g, '1');
        const before = tableContents(ctx.db);
        const res = await agents[role][method.toLowerCase() as 'post'](url).send({});
        if (allowed) {
          expect([401, 403]).not.toContain(res.status);
        } else {
          expect(res.status).toBe(403);
          const error =
            permission === 'leads:assign' ? 'Only the owner or office can assign' : 'Your role does not allow this';
          expect(res.body).toEqual({ success: false, error });
          expect(tableContents(ctx.db)).toBe(before);
        }
      });
    }
  }
});
