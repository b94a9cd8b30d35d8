import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname);
/** Every folder under server/ but core/ (below the features) and test/ (test helpers). */
const features = fs
  .readdirSync(serverDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !['core', 'test'].includes(e.name))
  .map((e) => e.name);

const eslint = new ESLint({ cwd: path.dirname(serverDir) });
const problemsOf = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: path.join(serverDir, file) }))[0]!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);

// Loading the config and its plugins the first time takes a few seconds.
beforeAll(() => eslint.calculateConfigForFile(path.join(serverDir, 'app.ts')), 30_000);

describe('the lint boundaries cover every folder under server/', () => {
  it('finds the newest features too', () => {
    expect(features).toEqual(expect.arrayContaining(['booking', 'team', 'leads']));
  });

  for (const feature of features) {
    it(`${feature}/: another feature (and the race worker) reaches it only through its index.ts; core never`, async () => {
      const other = feature === 'leads' ? 'reviews' : 'leads';
      const internal = `import { x } from '../${feature}/some-file';\nexport const y = x;\n`;
      const viaIndex = `import { x } from '../${feature}';\nexport const y = x;\n`;
      expect(await problemsOf(`${other}/uses-${feature}.ts`, internal)).toEqual([
        expect.stringContaining('only through what its index.ts exports'),
      ]);
      expect(await problemsOf(`test/uses-${feature}.ts`, internal)).toHaveLength(1);
      expect(await problemsOf(`${other}/uses-${feature}.ts`, viaIndex)).toEqual([]);
      const fromCore = await problemsOf(
        `core/uses-${feature}.ts`,
        `import { x } from '../${feature}';\nexport const y = x;\n`,
      );
      expect(fromCore).toEqual([expect.stringContaining('server/core is below the features')]);
    });

    it(`${feature}/schema.ts: another feature's code reaches its tables through its index.ts; a schema.ts may point at them`, async () => {
      const other = feature === 'leads' ? 'reviews' : 'leads';
      const tables = `import { x } from '../${feature}/schema';\nexport const y = x;\n`;
      expect(await problemsOf(`${other}/uses-${feature}.ts`, tables)).toEqual([
        expect.stringContaining('only through what its index.ts exports'),
      ]);
      expect(await problemsOf(`${other}/schema.ts`, tables)).toEqual([]);
      const internal = `import { x } from '../${feature}/some-file';\nexport const y = x;\n`;
      expect(await problemsOf(`${other}/schema.ts`, internal)).toHaveLength(1);
      const fromCoreSchema = await problemsOf(
        'core/mail/schema.ts',
        `import { x } from '../../${feature}/schema';\nexport const y = x;\n`,
      );
      expect(fromCoreSchema).toContainEqual(expect.stringContaining('server/core is below the features'));
    });
  }

  it("leads/ alone may import proposals/contract-facts.ts past proposals' index.ts", async () => {
    const facts = `import { x } from '../proposals/contract-facts';\nexport const y = x;\n`;
    expect(await problemsOf('leads/uses-contracts.ts', facts)).toEqual([]);
    expect(await problemsOf('reviews/uses-contracts.ts', facts)).toHaveLength(1);
    const otherFile = `import { x } from '../proposals/contract-lock';\nexport const y = x;\n`;
    expect(await problemsOf('leads/uses-contracts.ts', otherFile)).toHaveLength(1);
  });
});
