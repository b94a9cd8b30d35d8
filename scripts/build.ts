/**
 * Production build: client bundle, server render bundle, one prerendered HTML file per route
 * (plus 404.html), sitemap.xml and robots.txt, then brotli/gzip twins of every text file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { dayOf } from '../shared/business-time';
import type { RenderModule } from '../shared/render-module';
import { resolveSiteUrl } from '../shared/site-url';
import { appDir, clientDir, htmlFileFor, serverDir } from './lib/dist';
import { injectPage, precompress, robotsTxt, sitemapXml } from '../server/site';

const started = Date.now();
process.env.BUILD_DATE ??= new Date().toISOString();
const siteUrl = resolveSiteUrl(process.env.SITE_URL);

await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});

type EntryServer = typeof import('../client/src/entry-server');
const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as EntryServer;
// The server re-renders through shared/render-module.ts: the client's module must satisfy it.
entry satisfies RenderModule;
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
// The server re-renders pages with live data from the same template (server/site/live-pages.ts).
fs.writeFileSync(path.join(serverDir, 'template.html'), template);

for (const route of entry.routes) {
  const { html, redirectTo } = await entry.render(route.path);
  if (redirectTo) throw new Error(`Route ${route.path} redirected to ${redirectTo} during prerender`);
  const file = htmlFileFor(route.path);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, injectPage(template, html));
}
const notFound = await entry.render('/404');
fs.writeFileSync(path.join(clientDir, '404.html'), injectPage(template, notFound.html));

// The server runs as plain JavaScript under node: no TypeScript loader in production memory.
await build({
  configFile: false,
  root: process.cwd(),
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: appDir,
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: {
      // One file beside the copied migrations, which the server finds from its own location.
      input: { index: path.resolve('server/index.ts') },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
fs.cpSync(path.resolve('server/core/db/migrations'), path.join(appDir, 'migrations'), { recursive: true });

const lastmod = dayOf(process.env.BUILD_DATE);
fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, lastmod));
fs.writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
const compressed = precompress(clientDir);

console.log(
  `Built ${entry.routes.length} routes + 404 into ${path.relative(process.cwd(), clientDir)} ` +
    `(${compressed} files precompressed) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
