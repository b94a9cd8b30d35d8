import fs from 'node:fs';
import path from 'node:path';
import { fileKeyPattern, privateMediaDir } from './media-files';

const photoFolders = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fileKeyPattern.test(name)) : [];

function sameFiles(a: string, b: string): boolean {
  const names = fs.readdirSync(a).sort();
  if (names.join('/') !== fs.readdirSync(b).sort().join('/')) return false;
  return names.every((n) => fs.statSync(path.join(a, n)).size === fs.statSync(path.join(b, n)).size);
}

type MirrorReport = { copied: number; removed: number; total: number };

/** Mirrors the photo folders of `source` into `dest`, each copy checked against its source. */
function mirrorPhotos(source: string, dest: string): MirrorReport {
  const current = new Set(photoFolders(source));
  if (current.size === 0 && !fs.existsSync(dest)) return { copied: 0, removed: 0, total: 0 };
  fs.mkdirSync(dest, { recursive: true });
  let copied = 0;
  let removed = 0;
  for (const key of current) {
    const target = path.join(dest, key);
    if (fs.existsSync(target) && sameFiles(path.join(source, key), target)) continue;
    const partial = `${target}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(path.join(source, key), partial, { recursive: true });
    if (!sameFiles(path.join(source, key), partial)) throw new Error(`The copy of photo ${key} does not match`);
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

/**
 * Mirrors the processed photos of MEDIA_DIR into `dest` (BACKUP_DIR/media), the private ones
 * (homeowners' photos of their space) included: a photo's files never change under its key, so
 * only new photos are copied, and deleted ones leave the mirror too (a deleted customer photo, or
 * a deleted lead's, must not live on in backups). Each copy is checked against its source. The
 * private ones go to `<dest>/.private`, the same layout as MEDIA_DIR's.
 */
export function backupMedia(mediaDir: string, dest: string): MirrorReport {
  fs.mkdirSync(dest, { recursive: true });
  const shown = mirrorPhotos(mediaDir, dest);
  const hidden = mirrorPhotos(privateMediaDir(mediaDir), privateMediaDir(dest));
  return {
    copied: shown.copied + hidden.copied,
    removed: shown.removed + hidden.removed,
    total: shown.total + hidden.total,
  };
}

/** Copies the photos of a media backup that MEDIA_DIR lacks (after `db:restore`). */
export function restoreMedia(source: string, mediaDir: string): number {
  const restore = (from: string, to: string) => {
    let restored = 0;
    for (const key of photoFolders(from)) {
      if (fs.existsSync(path.join(to, key))) continue;
      fs.cpSync(path.join(from, key), path.join(to, key), { recursive: true });
      restored++;
    }
    return restored;
  };
  return restore(source, mediaDir) + restore(privateMediaDir(source), privateMediaDir(mediaDir));
}
