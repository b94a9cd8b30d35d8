import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { routes, type RouteDef } from '../../client/src/routes';
import { publicPaths, redirects, bookingPagePath } from '../../shared/paths';
import { clientDir } from '../lib/dist';
import { accordionTrigger, isIndexable } from './config';
import { heading, printTable, type Findings } from './report';

interface PageFacts {
  route: RouteDef;
  title: string;
  description: string;
  canonical: string;
  h1: number;
  jsonLdTypes: string[];
  hasAccordion: boolean;
  links: string[];
}

const absolute = (url: string) => /^https?:\/\/[^/]+/.test(url);
const meta = (doc: Document, attr: 'name' | 'property', key: string) =>
  doc.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content')?.trim() ?? '';

function jsonLdTypes(doc: Document, fail: (reason: string) => void): string[] {
  const types: string[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as { '@type'?: string | string[]; '@graph'?: unknown[] };
      const nodes = Array.isArray(data['@graph']) ? (data['@graph'] as (typeof data)[]) : [data];
      for (const node of nodes) types.push(...[node['@type'] ?? '(no @type)'].flat());
    } catch (err) {
      fail(`JSON-LD block does not parse: ${(err as Error).message}`);
    }
  }
  return types;
}

/** A path a link may point to: a route, a redirect or a file of the build. */
function resolves(href: string): boolean {
  const pathname = decodeURI(new URL(href, 'http://x').pathname);
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (routes.some((route) => route.path === bare) || bare in redirects || bare === bookingPagePath) return true;
  const file = path.join(clientDir, pathname);
  return file.startsWith(clientDir) && fs.existsSync(file) && fs.statSync(file).isFile();
}

function inspect(route: RouteDef, html: string, fail: (reason: string) => void): PageFacts {
  const doc = new JSDOM(html).window.document;
  const title = doc.querySelector('head > title')?.textContent?.trim() ?? '';
  const description = meta(doc, 'name', 'description');
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  const h1s = [...doc.querySelectorAll('h1')];
  const facts: PageFacts = {
    route,
    title,
    description,
    canonical,
    h1: h1s.length,
    jsonLdTypes: jsonLdTypes(doc, fail),
    hasAccordion: doc.querySelector(accordionTrigger) !== null,
    links: [...doc.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? ''),
  };

  if (h1s.length !== 1 || !h1s[0]?.textContent?.trim()) fail(`expected one non-empty <h1>, found ${h1s.length}`);
  if (doc.querySelectorAll('head > title').length !== 1) fail('expected exactly one <title> in <head>');
  if (title !== route.title) fail(`title ${JSON.stringify(title)} differs from the route's title`);
  if (description !== route.description) fail(`meta description missing or differs from the route's description`);
  for (const link of facts.links)
    if (!resolves(link)) fail(`internal link ${link} resolves to no route, redirect or file`);

  if (!isIndexable(route)) {
    if (!/noindex/.test(meta(doc, 'name', 'robots')))
      fail('noindex route without <meta name="robots" content="noindex">');
    return facts;
  }
  if (/noindex/.test(meta(doc, 'name', 'robots'))) fail('public route is marked noindex');
  if (!absolute(canonical) || new URL(canonical).pathname !== route.path)
    fail(`canonical ${JSON.stringify(canonical)} is not the absolute URL of ${route.path}`);
  const og = {
    'og:title': meta(doc, 'property', 'og:title'),
    'og:description': meta(doc, 'property', 'og:description'),
    'og:url': meta(doc, 'property', 'og:url'),
    'og:image': meta(doc, 'property', 'og:image'),
  };
  for (const [key, value] of Object.entries(og)) if (!value) fail(`missing ${key}`);
  if (og['og:url'] && og['og:url'] !== canonical) fail(`og:url ${og['og:url']} differs from the canonical`);
  if (og['og:image']) {
    if (!absolute(og['og:image'])) fail(`og:image ${og['og:image']} is not absolute`);
    else if (!resolves(new URL(og['og:image']).pathname)) fail(`og:image ${og['og:image']} is not a file of the build`);
  }
  const types = new Set(facts.jsonLdTypes);
  for (const type of ['HomeAndConstructionBusiness', 'BreadcrumbList'])
    if (!types.has(type)) fail(`JSON-LD lacks ${type}`);
  if (facts.hasAccordion && !types.has('FAQPage')) fail('shows an FAQ accordion but has no FAQPage JSON-LD');
  if (!facts.hasAccordion && types.has('FAQPage')) fail('has FAQPage JSON-LD but shows no FAQ accordion');
  return facts;
}

function duplicates(values: [string, string][]): [string, string[]][] {
  const by = new Map<string, string[]>();
  for (const [value, route] of values) by.set(value, [...(by.get(value) ?? []), route]);
  return [...by].filter(([, routes]) => routes.length > 1);
}

async function checkSitemap(baseUrl: string, origin: string | undefined, findings: Findings): Promise<number> {
  const res = await fetch(`${baseUrl}/sitemap.xml`);
  if (!res.ok) {
    findings.fail('crawl', '/sitemap.xml', `HTTP ${res.status}`);
    return 0;
  }
  const locs = [...(await res.text()).matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => m[1] ?? '');
  for (const loc of locs) {
    if (!absolute(loc)) findings.fail('crawl', '/sitemap.xml', `<loc>${loc}</loc> is not an absolute URL`);
    else if (origin && new URL(loc).origin !== origin)
      findings.fail('crawl', '/sitemap.xml', `<loc>${loc}</loc> is not on the canonical origin ${origin}`);
  }
  const listed = locs.filter(absolute).map((l) => new URL(l).pathname);
  const expected: readonly string[] = publicPaths;
  for (const p of expected) if (!listed.includes(p)) findings.fail('crawl', '/sitemap.xml', `missing ${p}`);
  for (const p of listed)
    if (!expected.includes(p)) findings.fail('crawl', '/sitemap.xml', `lists ${p}, not a public route`);
  for (const [p] of duplicates(listed.map((p) => [p, p]))) findings.fail('crawl', '/sitemap.xml', `lists ${p} twice`);
  return locs.length;
}

/**
 * The page may run only the build's own scripts: the policy allows scripts from 'self' and nothing
 * unsafe, and the HTML carries no inline executable script (JSON-LD and the site data are data blocks).
 */
function checkScriptPolicy(csp: string, html: string, fail: (reason: string) => void) {
  if (!csp.includes("script-src 'self'")) fail("Content-Security-Policy lacks script-src 'self'");
  if (/script-src[^;]*unsafe/.test(csp)) fail('Content-Security-Policy allows unsafe scripts');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
  if (inline.some((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))) fail('an inline executable <script>');
}

/** What a crawler sees without JavaScript: the server HTML of every route, the sitemap, links. */
export async function auditCrawlability(baseUrl: string, routes: RouteDef[], findings: Findings): Promise<void> {
  heading('Crawlability (server HTML, no JavaScript)');
  const pages: PageFacts[] = [];
  for (const route of routes) {
    const fail = (reason: string) => findings.fail('crawl', route.path, reason);
    const res = await fetch(`${baseUrl}${route.path}`, { redirect: 'manual' });
    if (res.status !== 200) {
      fail(`HTTP ${res.status}`);
      continue;
    }
    const html = await res.text();
    checkScriptPolicy(res.headers.get('content-security-policy') ?? '', html, fail);
    pages.push(inspect(route, html, fail));
  }
  const notFound = await fetch(`${baseUrl}/this-page-does-not-exist`);
  if (notFound.status !== 404) findings.fail('crawl', '/404', `unknown path answered HTTP ${notFound.status}`);
  const notFoundDoc = new JSDOM(await notFound.text()).window.document;
  for (const a of notFoundDoc.querySelectorAll('a[href^="/"]')) {
    const href = a.getAttribute('href') ?? '';
    if (!resolves(href)) findings.fail('crawl', '/404', `internal link ${href} resolves to no route, redirect or file`);
  }

  const indexable = pages.filter((p) => isIndexable(p.route));
  for (const [title, on] of duplicates(indexable.map((p) => [p.title, p.route.path])))
    findings.fail('crawl', on.join(', '), `share the title ${JSON.stringify(title)}`);
  for (const [description, on] of duplicates(indexable.map((p) => [p.description, p.route.path])))
    findings.fail('crawl', on.join(', '), `share the description ${JSON.stringify(description.slice(0, 60))}…`);

  const origin = indexable.map((p) => p.canonical).find(absolute);
  const sitemapUrls = await checkSitemap(baseUrl, origin && new URL(origin).origin, findings);

  printTable(
    ['route', 'h1', 'title chars', 'desc chars', 'JSON-LD', 'FAQ', 'links'],
    pages.map((p) => [
      p.route.path,
      p.h1,
      p.title.length,
      p.description.length,
      p.jsonLdTypes.join('+') || '-',
      p.hasAccordion ? 'yes' : '-',
      p.links.length,
    ]),
  );
  console.log(`sitemap.xml: ${sitemapUrls} URLs (expected ${publicPaths.length})`);
}
