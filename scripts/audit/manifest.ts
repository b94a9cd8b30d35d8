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

type Manifest = Record<string, ManifestChunk>;

const adminPageKey = 'src/pages/admin-page.tsx';

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Keys of a chunk and everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * Asset URLs (/assets/...) that only the admin page needs: its chunk, its CSS and the chunks it
 * imports that neither the entry nor any other lazy page imports.
 */
export function adminOnlyAssets(manifest: Manifest): Set<string> {
  // The admin page and the chunks it loads lazily (the dashboard once signed in).
  const adminEntries = [adminPageKey, ...(manifest[adminPageKey]?.dynamicImports ?? [])];
  const admin = new Set<string>();
  for (const key of adminEntries) staticClosure(manifest, key, admin);
  const others = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (adminEntries.includes(key) || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
    for (const k of staticClosure(manifest, key)) others.add(k);
  }
  const urls = new Set<string>();
  for (const key of admin) {
    if (others.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    urls.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) urls.add(`/${css}`);
  }
  return urls;
}
