import { expect, test } from './server-html';
import { redirects } from '../../shared/paths';
import { routes } from '../src/routes';

// Each route's status, <title>, single <h1>, description, canonical, Open Graph tags, JSON-LD
// (HomeAndConstructionBusiness, BreadcrumbList), robots noindex and the sitemap's list are checked on
// every route by `npm run audit` (scripts/audit/crawlability.ts), and each hydrated route is scanned
// by axe there: this file keeps what the audit does not check.

test('every route answers 200 with a Twitter card in its server HTML', async ({ request }) => {
  for (const route of routes) {
    const res = await request.get(route.path);
    expect(res.status(), route.path).toBe(200);
    expect(await res.text(), route.path).toContain('name="twitter:card"');
  }
});

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
  test(`${from} permanently redirects to ${to}`, async ({ request, serverHtml: page }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(to);
  });
}

// The sitemap's list of routes is checked by the audit (scripts/audit/crawlability.ts).
test('robots.txt points to the sitemap', async ({ request }) => {
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
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
