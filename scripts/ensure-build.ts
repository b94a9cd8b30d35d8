/** `npm start` builds first when there is no build, or when sources are newer than the last build. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appEntry, clientDir } from './lib/dist';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const built = [path.join(clientDir, 'index.html'), appEntry];
const builtAt = built.every((f) => fs.existsSync(f)) ? Math.min(...built.map((f) => fs.statSync(f).mtimeMs)) : 0;
const sourcesAt = Math.max(...['client', 'shared', 'server'].map((d) => newestMtime(d)));

if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build found: building the site...' : 'Sources changed: rebuilding the site...');
  execSync('npx tsx scripts/build.ts', { stdio: 'inherit' });
}
