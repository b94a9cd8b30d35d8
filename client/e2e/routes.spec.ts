import { expect, test } from '@playwright/test';
import { redirects } from '../../shared/paths';
import { routes } from '../src/routes';

/** Undo the HTML escaping of a prerendered <title>. */
const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

for (const route of routes) {
  test(`${route.path} loads with status 200, its title and one h1`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
  });

  test(`${route.path} server HTML carries content and head tags without JavaScript`, async ({ request }) => {
    const res = await request.get(route.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
    expect(unescape(title ?? '')).toBe(route.title);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toContain('<meta name="description"');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
    const types = blocks.map((b: { '@type': string }) => b['@type']);
    expect(types).toContain('HomeAndConstructionBusiness');
    expect(types).toContain('BreadcrumbList');
    if (route.noindex) expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    else expect(html).not.toContain('noindex');
  });
}

test('pages hydrate without console errors or hydration warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(err.message));
  for (const path of ['/', '/custom-closets', '/privacy-policy', '/contact', '/city/new-haven']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('an unknown path shows the 404 card with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ success: false, error: 'Not found' });
});

for (const [from, to] of Object.entries(redirects)) {
  test(`${from} permanently redirects to ${to}`, async ({ request, page }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(to);
  });
}

test('sitemap.xml lists every public route and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(locs.sort()).toEqual(
    routes
      .filter((r) => !r.noindex)
      .map((r) => r.path)
      .sort(),
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test('hashed assets are immutable, HTML is revalidated, and brotli is served', async ({ request }) => {
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
  expect(home.headers()['cache-control']).toContain('must-revalidate');
  expect(home.headers()['content-encoding']).toBe('br');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(asset).toBeTruthy();
  const js = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toBe('gzip');
});
