import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp } from './test-app';

export const homeHtml = '<!doctype html><title>Home</title>';

/** A minimal build folder (a page with its brotli twin, a nested page, an asset, the 404 page). */
function fakeBuild(): string {
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

/**
 * A build with a stand-in server-render bundle that prints the URL it rendered into `<main data-url>`
 * and passes the data it was given to the page's data block (the E2E tests run the real bundle).
 */
export function fakeRenderBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-render-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('client/index.html', homeHtml);
  write('client/404.html', '<!doctype html><title>Not found</title>');
  write(
    'server/template.html',
    '<!doctype html><html><head><!--head-tags--></head><body><!--app-html--></body></html>',
  );
  write(
    'server/entry-server.js',
    `export async function render(url, data) { return { html: '<title>Proposal</title><main data-url="' + url + '"></main>', data }; }
     export function siteDataScript(data) { return '<script type="application/json" id="site-data">' + JSON.stringify(data) + '</script>'; }`,
  );
  return root;
}
