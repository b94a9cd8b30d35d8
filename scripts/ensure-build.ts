/**
 * `npm start` builds first when there is no build, or when sources are newer than the last build,
 * if the build tools (dev dependencies) are installed. A production host installed with
 * `npm ci --omit=dev` has none: there an existing build just starts, and a missing one is reported
 * with how to make it.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appEntry, clientDir, distRoot } from './lib/dist';

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

function buildToolsInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('vite');
    return true;
  } catch {
    return false;
  }
}

const built = [path.join(clientDir, 'index.html'), appEntry];
const builtAt = built.every((f) => fs.existsSync(f)) ? Math.min(...built.map((f) => fs.statSync(f).mtimeMs)) : 0;
const sourcesAt = Math.max(...['client', 'shared', 'server'].map((d) => newestMtime(d)));

if (builtAt < sourcesAt) {
  if (buildToolsInstalled()) {
    console.log(builtAt === 0 ? 'No build found: building the site...' : 'Sources changed: rebuilding the site...');
    execSync('npx tsx scripts/build.ts', { stdio: 'inherit' });
  } else if (builtAt === 0) {
    console.error(
      [
        `No build found in ${distRoot}, and this install has no build tools (dev dependencies).`,
        'Build where they are installed, then start:',
        '  npm ci && npm run build      (then, to drop the build tools: npm prune --omit=dev)',
        'or copy a dist/ folder built from the same commit here. See docs/deploy.md.',
      ].join('\n'),
    );
    process.exit(1);
  } else {
    console.log('Sources are newer than the build, but no build tools are installed: starting the existing build.');
  }
}
