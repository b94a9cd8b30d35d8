import fs from 'node:fs';
import path from 'node:path';
import { fileKeyPattern } from './media-files';

const photoFolders = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fileKeyPattern.test(name)) : [];

function sameFiles(a: string, b: string): boolean {
  const names = fs.readdirSync(a).sort();
  if (names.join('/') !== fs.readdirSync(b).sort().join('/')) return false;
  return names.every((n) => fs.statSync(path.join(a, n)).size === fs.statSync(path.join(b, n)).size);
}

/**
 * Mirrors the processed photos of MEDIA_DIR into `dest` (BACKUP_DIR/media): a photo's files never
 * change under its key, so only new photos are copied, and deleted ones leave the mirror too (a
 * deleted customer photo must not live on in backups). Each copy is checked against its source.
 */
export function backupMedia(mediaDir: string, dest: string): { copied: number; removed: number; total: number } {
  fs.mkdirSync(dest, { recursive: true });
  const current = new Set(photoFolders(mediaDir));
  let copied = 0;
  let removed = 0;
  for (const key of current) {
    const target = path.join(dest, key);
    if (fs.existsSync(target) && sameFiles(path.join(mediaDir, key), target)) continue;
    const partial = `${target}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(path.join(mediaDir, key), partial, { recursive: true });
    if (!sameFiles(path.join(mediaDir, key), partial)) throw new Error(`The copy of photo ${key} does not match`);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(partial, target);
    copied++;
  }
  for (const key of photoFolders(dest)) {
    if (current.has(key)) continue;
    fs.rmSync(path.join(dest, key), { recursive: true, force: true });
    removed++;
  }
  return { copied, removed, total: current.size };
}

/** Copies the photos of a media backup that MEDIA_DIR lacks (after `db:restore`). */
export function restoreMedia(source: string, mediaDir: string): number {
  let restored = 0;
  for (const key of photoFolders(source)) {
    if (fs.existsSync(path.join(mediaDir, key))) continue;
    fs.cpSync(path.join(source, key), path.join(mediaDir, key), { recursive: true });
    restored++;
  }
  return restored;
}
