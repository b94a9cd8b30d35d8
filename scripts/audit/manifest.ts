import fs from 'node:fs';
import path from 'node:path';
import { clientDir } from '../lib/dist';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export const adminPageKey = 'src/staff/admin-page.tsx';

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Keys reachable from `starts` through static and lazy imports, without going into `stop`. */
function reachable(manifest: Manifest, starts: readonly string[], stop?: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (key === stop || seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(dep);
  };
  for (const key of starts) visit(key);
  return seen;
}

/**
 * Asset URLs (/assets/...) that only the admin page needs: its chunk, its CSS and every chunk it
 * loads, however late (the staff area once signed in, then the proposal editor), that the public
 * pages cannot reach without going through it.
 */
export function adminOnlyAssets(manifest: Manifest): Set<string> {
  const publicEntries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const reachedByPublic = reachable(manifest, publicEntries, adminPageKey);
  const urls = new Set<string>();
  for (const key of reachable(manifest, [adminPageKey])) {
    const chunk = manifest[key];
    if (reachedByPublic.has(key) || !chunk) continue;
    urls.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) urls.add(`/${css}`);
  }
  return urls;
}
