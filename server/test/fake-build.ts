import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp } from './test-app';

export const homeHtml = '<!doctype html><title>Home</title>';

/** A minimal build folder (a page with its brotli twin, a nested page, an asset, the 404 page). */
export function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-dist-'));
  const write = (rel: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('index.html', homeHtml);
  write('index.html.br', zlib.brotliCompressSync(homeHtml));
  write('contact/index.html', '<!doctype html><title>Contact</title>');
  write('404.html', '<!doctype html><title>Not found</title>');
  write('assets/index-abc123.js', 'console.log(1)');
  return dir;
}

/** The real app serving a fresh fake build; `cleanup` also deletes the build. */
export function createFakeSiteApp(options: Omit<Parameters<typeof createTestApp>[0] & object, 'distDir'> = {}) {
  const dist = fakeBuild();
  const ctx = createTestApp({ ...options, distDir: dist });
  return {
    ...ctx,
    async cleanup() {
      await ctx.cleanup();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
