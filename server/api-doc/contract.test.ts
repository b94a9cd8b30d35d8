import { compileErrors, validate } from '@readme/openapi-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../shared/api/contract';
import { listApiRoutes } from '../test/list-routes';
import { createTestApp } from '../test/test-app';
import { addTestStaff, signedInAgent, useTestPassword } from '../test/admin-agent';
import { openApiDocument } from './openapi-document';

const label = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Every /api route of the app, with the photo routes mounted. */
const served = listApiRoutes();

describe('the API contract', () => {
  it('serves each declared route at its declared method and path, from its declaration', () => {
    const servedFrom = new Map(served.flatMap((r) => (r.declared ? [[label(r), label(r.declared)]] : [])));
    const notServed = declaredRoutes().filter((route) => servedFrom.get(label(route)) !== label(route));
    expect(notServed.map(label)).toEqual([]);
  });

  it('declares every served route: none is served without its declaration', () => {
    // A declared route may have its own body parser routed ahead of it (the public forms' form posts).
    const declared = new Set(served.filter((r) => r.declared).map(label));
    expect(served.map(label).filter((route) => !declared.has(route))).toEqual([]);
  });

  it('a route declared for a permission is guarded by it before anything else', () => {
    const guarded = served.filter((r) => r.declared && typeof r.declared.access === 'object');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const access = route.declared!.access as { permission: string };
      expect(route.permission, label(route)).toBe(access.permission);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document listing every declared route', async () => {
    const document = openApiDocument();
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    const listed = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(listed.sort()).toEqual(declaredRoutes().map(label).sort());
  });

  it('types the numbers and flags of every answer and body (the lean schemas say what they are)', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const empty = value && typeof value === 'object' && Object.keys(value).length === 0;
        if (empty && where.endsWith('/properties') && /^(success|id|\w+Id|amount|total|count|version)$/.test(key)) {
          untyped.push(`${where}/${key}`);
        }
        walk(value, `${where}/${key}`);
      }
    };
    walk(openApiDocument().paths, '');
    expect(untyped).toEqual([]);
  });

  it('is the owner’s: signed out 401, the office 403, the owner gets the document', async () => {
    const ctx = createTestApp({ seed: false });
    try {
      expect((await request(ctx.app).get('/api/openapi.json')).status).toBe(401);
      await useTestPassword(ctx.db);
      const office = await addTestStaff(ctx.db, 'office');
      const officeAgent = await signedInAgent(ctx.app, office.email);
      expect((await officeAgent.get('/api/openapi.json')).status).toBe(403);
      const owner = await signedInAgent(ctx.app);
      const res = await owner.get('/api/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ openapi: '3.1.0', paths: { '/api/price-book': { get: {}, put: {} } } });
    } finally {
      await ctx.cleanup();
    }
  });
});
