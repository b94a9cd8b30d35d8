import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notJsonMessage } from './core/http/json-body';
import { listRoutes } from './test/list-routes';
import { docSection, namedTests, tableRows } from './test/security-doc';
import { createTestApp } from './test/test-app';

/** SECURITY.md's claims that can rot are read here and held to the code. */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe("SECURITY.md's ASVS table", () => {
  const rows = tableRows(docSection('## OWASP ASVS 5.0'));

  it('has its rows, each naming at least one test by file and title', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const [requirement, , tests = ''] of rows) {
      const named = namedTests(tests);
      expect(named.length, requirement).toBeGreaterThan(0);
      for (const { file, titles } of named) expect(titles.length, `${requirement}: ${file}`).toBeGreaterThan(0);
    }
  });

  it('names only tests that exist: each file holds a test or group of that exact title', () => {
    const missing: string[] = [];
    for (const [requirement, , tests = ''] of rows) {
      for (const { file, titles } of namedTests(tests)) {
        if (!fs.existsSync(file)) {
          missing.push(`${requirement}: no file ${file}`);
          continue;
        }
        const source = fs.readFileSync(file, 'utf8');
        for (const title of titles) {
          const declared = new RegExp(
            String.raw`\b(?:it|test|describe)(?:\.\w+)*\(\s*(['"\`])` + escapeRegExp(title) + String.raw`\1`,
          );
          if (!declared.test(source)) missing.push(`${requirement}: no test "${title}" in ${file}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the routes that take more than JSON', () => {
  let ctx: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    ctx = createTestApp({
      seed: false,
      gallery: { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'closets-media-')) },
    });
  });
  afterAll(() => ctx.cleanup());

  const documented = tableRows(docSection('### Request bodies')).map(([route = '', takes = '']) => ({
    route: /^`(.+)`$/.exec(route)?.[1] ?? route,
    takes,
  }));
  const filled = (route: string) => route.replace(/:token/g, 'x'.repeat(43)).replace(/:\w+/g, '1');

  it(
    'the routes that take a form post or an upload are exactly those SECURITY.md lists',
    { timeout: 60_000 },
    async () => {
      const changing = listRoutes(ctx.app).filter((r) => r.path.startsWith('/api/') && r.method !== 'GET');
      expect(changing.length).toBeGreaterThan(50);
      // Only a form parser answers 413 to a form post over every route's limit (the JSON-only routes
      // refuse it with 415 first); only the two uploads answer a multipart body other than with 415.
      const oversizedForm = `note=${'x'.repeat(70 * 1024)}`;
      const answers = await Promise.all(
        changing.map(async ({ method, path: routePath }) => {
          const send = () => request(ctx.app)[method.toLowerCase() as 'post'](filled(routePath));
          const form = await send().type('form').send(oversizedForm);
          const upload = await send().attach('photo', Buffer.from('not a photo'), 'photo.jpg');
          return {
            name: `${method} ${routePath}`,
            form: form.status === 413,
            upload: !(upload.status === 415 && upload.body.error === notJsonMessage),
          };
        }),
      );
      const forms = [...new Set(answers.filter((a) => a.form).map((a) => a.name))];
      const uploads = [...new Set(answers.filter((a) => a.upload).map((a) => a.name))];
      const listed = (kind: string) =>
        documented
          .filter((row) => row.takes.includes(kind))
          .map((row) => row.route)
          .sort();
      expect(forms.sort()).toEqual(listed('form'));
      expect(uploads.sort()).toEqual(listed('multipart'));
    },
  );
});
