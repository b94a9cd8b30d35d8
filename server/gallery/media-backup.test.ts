import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupMedia, restoreMedia } from './media-backup';
import { privateMediaDir } from './media-files';

let root: string;
const media = () => path.join(root, 'media');
const backup = () => path.join(root, 'backups', 'media');
const photo = (dir: string, key: string, bytes = 10) => {
  fs.mkdirSync(path.join(dir, key), { recursive: true });
  fs.writeFileSync(path.join(dir, key, '480.jpg'), Buffer.alloc(bytes, 1));
  fs.writeFileSync(path.join(dir, key, 'master.jpg'), Buffer.alloc(bytes * 2, 2));
};
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-media-backup-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('media backup', () => {
  it('copies new photos only, drops deleted ones and skips uploads in progress', () => {
    photo(media(), 'a'.repeat(32));
    photo(media(), 'b'.repeat(32));
    fs.mkdirSync(path.join(media(), '.incoming'), { recursive: true });
    fs.writeFileSync(path.join(media(), '.incoming', 'c'.repeat(32)), 'raw upload');
    expect(backupMedia(media(), backup())).toEqual({ copied: 2, removed: 0, total: 2 });
    expect(fs.readdirSync(backup()).sort()).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(backupMedia(media(), backup())).toEqual({ copied: 0, removed: 0, total: 2 });
    fs.rmSync(path.join(media(), 'a'.repeat(32)), { recursive: true });
    expect(backupMedia(media(), backup())).toEqual({ copied: 0, removed: 1, total: 1 });
    expect(fs.readdirSync(backup())).toEqual(['b'.repeat(32)]);
  });

  it('replaces a damaged copy', () => {
    photo(media(), 'a'.repeat(32));
    backupMedia(media(), backup());
    fs.writeFileSync(path.join(backup(), 'a'.repeat(32), '480.jpg'), 'x');
    expect(backupMedia(media(), backup()).copied).toBe(1);
    expect(fs.statSync(path.join(backup(), 'a'.repeat(32), '480.jpg')).size).toBe(10);
  });

  it("mirrors the private photos into the backup's own private folder, and drops deleted ones", () => {
    photo(media(), 'a'.repeat(32));
    photo(privateMediaDir(media()), 'c'.repeat(32));
    photo(privateMediaDir(media()), 'd'.repeat(32));
    expect(backupMedia(media(), backup())).toEqual({ copied: 3, removed: 0, total: 3 });
    expect(fs.readdirSync(privateMediaDir(backup())).sort()).toEqual(['c'.repeat(32), 'd'.repeat(32)]);
    // Public and private stay apart: the public mirror holds no private photo.
    expect(fs.readdirSync(backup()).sort()).toEqual(['.private', 'a'.repeat(32)]);
    fs.rmSync(path.join(privateMediaDir(media()), 'c'.repeat(32)), { recursive: true });
    expect(backupMedia(media(), backup())).toEqual({ copied: 0, removed: 1, total: 2 });
    expect(fs.readdirSync(privateMediaDir(backup()))).toEqual(['d'.repeat(32)]);

    fs.rmSync(media(), { recursive: true });
    fs.mkdirSync(media());
    expect(restoreMedia(backup(), media())).toBe(2);
    expect(fs.readFileSync(path.join(privateMediaDir(media()), 'd'.repeat(32), '480.jpg'))).toEqual(
      Buffer.alloc(10, 1),
    );
  });

  it('restores the photos MEDIA_DIR lacks', () => {
    photo(media(), 'a'.repeat(32));
    photo(media(), 'b'.repeat(32));
    backupMedia(media(), backup());
    fs.rmSync(media(), { recursive: true });
    fs.mkdirSync(media());
    photo(media(), 'b'.repeat(32));
    expect(restoreMedia(backup(), media())).toBe(1);
    expect(fs.readFileSync(path.join(media(), 'a'.repeat(32), 'master.jpg'))).toEqual(Buffer.alloc(20, 2));
  });
});
