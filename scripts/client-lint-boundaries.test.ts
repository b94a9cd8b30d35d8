import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const problemsOf = async (file: string, from: string) =>
  (
    await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, {
      filePath: path.join(root, 'client/src', file),
    })
  )[0]!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);

// Loading the config and its plugins the first time takes a few seconds.
beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'client/src/app.tsx')), 30_000);

describe("the client's two apps stand on ui/ and lib/, never on each other", () => {
  it('the public site never imports the staff area, nor its pages table', async () => {
    expect(await problemsOf('site/booking/x.tsx', '../../staff/api/session')).toEqual([
      expect.stringContaining('never imports the staff area'),
    ]);
    expect(await problemsOf('site/booking/x.tsx', '../../../../shared/staff-pages')).toEqual([
      expect.stringContaining('never download it'),
    ]);
    expect(await problemsOf('site/booking/x.tsx', '../../ui/button')).toEqual([]);
  });

  it('the staff area never imports the public site but its 404 page', async () => {
    expect(await problemsOf('staff/leads/x.tsx', '../../site/design/planner')).toEqual([
      expect.stringContaining('never imports the public site'),
    ]);
    expect(await problemsOf('staff/x.tsx', '../site/pages/not-found-page')).toEqual([]);
    expect(await problemsOf('staff/leads/x.tsx', '../../../../shared/staff-pages')).toEqual([]);
  });

  it('ui/ imports neither app; lib/ imports neither app nor ui/', async () => {
    expect(await problemsOf('ui/x.tsx', '../site/content/types')).toEqual([expect.stringContaining('ui/ is below')]);
    expect(await problemsOf('ui/x.tsx', '../staff/api/session')).toEqual([expect.stringContaining('ui/ is below')]);
    expect(await problemsOf('lib/x.ts', '../ui/button')).toEqual([expect.stringContaining('lib/ is below')]);
    expect(await problemsOf('lib/x.ts', './cn')).toEqual([]);
  });

  it("the site's content is data: it imports no page or feature of the site", async () => {
    expect(await problemsOf('site/content/x.ts', '../design/planner')).toEqual([
      expect.stringContaining('Content is data'),
    ]);
    expect(await problemsOf('site/content/blog/x.ts', '../../pages/home-page')).toEqual([
      expect.stringContaining('Content is data'),
    ]);
    expect(await problemsOf('site/content/x.ts', './types')).toEqual([]);
    expect(await problemsOf('site/content/x.ts', '../../../../shared/design/space-types')).toEqual([]);
  });
});
