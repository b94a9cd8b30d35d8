import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` on a production host (no dev dependencies): a copy of the start-up check in a folder
 * without node_modules, where vite cannot be found, as after `npm ci --omit=dev`.
 */
let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function hostWithoutBuildTools(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-prod-host-'));
  for (const file of ['scripts/ensure-build.ts', 'scripts/lib/dist.ts']) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(dir, file));
  }
  for (const src of ['client', 'shared', 'server']) {
    fs.mkdirSync(path.join(dir, src));
    fs.writeFileSync(path.join(dir, src, 'index.ts'), '');
  }
  return dir;
}

function ensureBuild(cwd: string) {
  const env = { ...process.env };
  delete env.DIST_DIR;
  return spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), 'scripts/ensure-build.ts'], {
    cwd,
    encoding: 'utf8',
    env,
  });
}

describe('npm start without dev dependencies', () => {
  it('with no build, says how to build and exits 1 without trying to', () => {
    const cwd = hostWithoutBuildTools();
    const res = ensureBuild(cwd);
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(
      [
        `No build found in ${path.join(fs.realpathSync(cwd), 'dist')}, and this install has no build tools (dev dependencies).`,
        'Build where they are installed, then start:',
        '  npm ci && npm run build      (then, to drop the build tools: npm prune --omit=dev)',
        'or copy a dist/ folder built from the same commit here. See docs/deploy.md.',
        '',
      ].join('\n'),
    );
    expect(fs.existsSync(path.join(cwd, 'dist'))).toBe(false);
  });

  it('with a build present, only starts, even when sources look newer', () => {
    const cwd = hostWithoutBuildTools();
    for (const file of ['dist/client/index.html', 'dist/app/index.js']) {
      fs.mkdirSync(path.join(cwd, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(cwd, file), '');
    }
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(cwd, 'dist/client/index.html'), old, old);
    const res = ensureBuild(cwd);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toBe(
      'Sources are newer than the build, but no build tools are installed: starting the existing build.\n',
    );
  });
});
