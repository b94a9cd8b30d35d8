import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp } from './test-app';

export const homeHtml = '<!doctype html><title>Home</title>';

/** A new temp folder holding `files` (path inside it → content), as a build would. */
export function writeBuild(prefix: string, files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

/** The server template of a build, with the two places the render step fills. */
export const renderTemplate =
  '<!doctype html><html><head><title>t</title><!--head-tags--></head><body><div id="root"><!--app-html--></div></body></html>';

/** A stand-in render bundle's siteDataScript, escaping `<` as the real one does. */
export const stubSiteDataScript = `export function siteDataScript(data) {
  return '<script type="application/json" id="site-data">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>';
}`;

/** A minimal build folder (a page with its brotli twin, a nested page, an asset, the 404 page). */
function fakeBuild(): string {
  return writeBuild('closets-dist-', {
    'index.html': homeHtml,
    'index.html.br': zlib.brotliCompressSync(homeHtml),
    'contact/index.html': '<!doctype html><title>Contact</title>',
    '404.html': '<!doctype html><title>Not found</title>',
    'assets/index-abc123.js': 'console.log(1)',
  });
}

type SiteAppOptions = Omit<Parameters<typeof createTestApp>[0] & object, 'distDir'>;

/** The real app serving the site files in `dist`; `cleanup` also deletes `folder`, the build holding them. */
function appServing(folder: string, dist: string, options: SiteAppOptions) {
  const ctx = createTestApp({ ...options, distDir: dist });
  return {
    ...ctx,
    async cleanup() {
      await ctx.cleanup();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The real app serving a fresh fake build; `cleanup` also deletes the build. */
export function createFakeSiteApp(options: SiteAppOptions = {}) {
  const dist = fakeBuild();
  return appServing(dist, dist, options);
}

/** The real app, unseeded, serving a build writeBuild made (client/ and server/ under `root`); `cleanup` also deletes it. */
export function createAppOnBuild(root: string, options: SiteAppOptions = {}) {
  return appServing(root, path.join(root, 'client'), { seed: false, ...options });
}

/**
 * A build with a stand-in server-render bundle that prints the URL it rendered into `<main data-url>`
 * and passes the data it was given to the page's data block (the E2E tests run the real bundle).
 */
export function fakeRenderBuild(): string {
  return writeBuild('closets-render-', {
    'client/index.html': homeHtml,
    'client/404.html': '<!doctype html><title>Not found</title>',
    'server/template.html': '<!doctype html><html><head><!--head-tags--></head><body><!--app-html--></body></html>',
    'server/entry-server.js': `export async function render(url, data) { return { html: '<title>Proposal</title><main data-url="' + url + '"></main>', data }; }
     export function siteDataScript(data) { return '<script type="application/json" id="site-data">' + JSON.stringify(data) + '</script>'; }`,
  });
}
