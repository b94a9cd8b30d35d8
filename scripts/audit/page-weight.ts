import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { RouteDef } from '../../client/src/routes';
import { newContext, visit } from './browser';
import { budgets, viewports } from './config';
import { adminOnlyAssets, readManifest } from './manifest';
import { heading, kb, printTable, type Findings } from './report';

interface Weight {
  route: string;
  /** A staff page (or another noindex route): the admin chunk is its own. */
  noindex: boolean;
  jsFiles: number;
  jsGzip: number;
  cssFiles: number;
  cssGzip: number;
  adminAssets: string[];
}

/**
 * Loads each route in a fresh phone-sized context, records every script and stylesheet it
 * downloads (the lazy page chunk included) and gzips their bodies: the weight of a first visit.
 */
export async function auditPageWeight(
  browser: Browser,
  baseUrl: string,
  routes: RouteDef[],
  findings: Findings,
): Promise<void> {
  heading('Page weight (first visit, gzip -9, 390×844)');
  const adminOnly = adminOnlyAssets(readManifest());
  if (adminOnly.size === 0) findings.fail('weight', '/admin', 'no admin-only chunk found in the Vite manifest');
  const rows: Weight[] = [];

  for (const route of routes) {
    const context = await newContext(browser, baseUrl, viewports[0]);
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const weight: Weight = {
      route: route.path,
      noindex: route.noindex === true,
      jsFiles: 0,
      jsGzip: 0,
      cssFiles: 0,
      cssGzip: 0,
      adminAssets: [],
    };
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.request().resourceType();
      const isJs = type === 'script' || url.pathname.endsWith('.js');
      const isCss = type === 'stylesheet' || url.pathname.endsWith('.css');
      if (!isJs && !isCss) return;
      if (adminOnly.has(url.pathname)) weight.adminAssets.push(url.pathname);
      pending.push(
        response
          .body()
          .then((body) => {
            const gz = zlib.gzipSync(body, { level: 9 }).length;
            if (isJs) {
              weight.jsFiles++;
              weight.jsGzip += gz;
            } else {
              weight.cssFiles++;
              weight.cssGzip += gz;
            }
          })
          .catch((err: Error) => findings.fail('weight', route.path, `could not read ${url.pathname}: ${err.message}`)),
      );
    });
    await visit(page, route.path);
    // Bodies are read while the page is open; more may have arrived while earlier ones were read.
    for (let settled = 0; settled < pending.length;) {
      settled = pending.length;
      await Promise.all(pending);
    }
    await context.close();
    rows.push(weight);

    if (weight.jsGzip > budgets.jsKb * 1024)
      findings.fail('weight', route.path, `JS ${kb(weight.jsGzip)} KB gzipped > ${budgets.jsKb} KB`);
    if (weight.cssGzip > budgets.cssKb * 1024)
      findings.fail('weight', route.path, `CSS ${kb(weight.cssGzip)} KB gzipped > ${budgets.cssKb} KB`);
    if (!route.noindex && weight.adminAssets.length)
      findings.fail('weight', route.path, `loads admin-only assets: ${weight.adminAssets.join(', ')}`);
  }

  printTable(
    ['route', 'JS files', 'JS KB gz', 'CSS files', 'CSS KB gz', 'admin chunk'],
    rows.map((w) => [
      w.route,
      w.jsFiles,
      kb(w.jsGzip),
      w.cssFiles,
      kb(w.cssGzip),
      w.adminAssets.length ? (w.noindex ? 'own route' : 'LOADED') : '-',
    ]),
  );
  console.log(
    `Budgets: JS ≤ ${budgets.jsKb} KB, CSS ≤ ${budgets.cssKb} KB; admin-only assets: ${[...adminOnly].join(', ')}`,
  );
}
