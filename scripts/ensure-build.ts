/** `npm start` builds first when there is no build, or when sources are newer than the last build. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clientDir } from './lib/dist';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const builtPage = path.join(clientDir, 'index.html');
const builtAt = fs.existsSync(builtPage) ? fs.statSync(builtPage).mtimeMs : 0;
const sourcesAt = Math.max(...['client', 'shared'].map((d) => newestMtime(d)));

if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build found: building the site...' : 'Sources changed: rebuilding the site...');
  execSync('npx tsx scripts/build.ts', { stdio: 'inherit' });
}
