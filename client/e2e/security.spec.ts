import { expect, test, type Page } from '@playwright/test';
import { routes } from '../src/routes';

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineRan?: boolean;
  }
}

/** Records CSP violations from both the console and the DOM event, from before the first script runs. */
async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) problems.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return problems;
}

async function violations(page: Page, fromConsole: string[]): Promise<string[]> {
  const fromEvents = await page.evaluate(() => window.__cspViolations ?? []);
  return [...fromConsole, ...fromEvents];
}

const paths = [...routes.map((r) => ({ path: r.path, title: r.title })), { path: '/no-such-page', title: undefined }];

for (const { path, title } of paths) {
  test(`${path} runs under the CSP without a violation${title ? ', with its title and one h1 once hydrated' : ''}`, async ({
    page,
  }) => {
    const fromConsole = await watchCsp(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(title ? 200 : 404);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // The prerendered HTML carries no inline executable script, only external ones and data blocks
    // (JSON-LD, and the site data a re-rendered page hydrates from).
    const inline = [...((await response?.text()) ?? '').matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    const dataBlock = (attrs = '') => /type="application\/(ld\+)?json"/.test(attrs);
    expect(inline.filter((attrs) => !dataBlock(attrs))).toEqual([]);
    await page.waitForLoadState('networkidle');
    if (title) {
      // The client-rendered head and page agree with the route (the server HTML's are in the audit).
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
    }
    // Open the first disclosure (FAQ accordion, mobile menu) so client-rendered UI runs too.
    const toggle = page.locator('button[aria-expanded="false"]:visible').first();
    if ((await toggle.count()) > 0) await toggle.click();
    await page.mouse.wheel(0, 4000);
    // Positive signal: the scroll was handled and two frames were painted after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await violations(page, fromConsole)).toEqual([]);
  });
}

test('the policy is enforced and the watcher sees violations', async ({ page }) => {
  const fromConsole = await watchCsp(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations(page, fromConsole).then((v) => v.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__inlineRan)).toBeUndefined();
});

test('JSON-LD data blocks stay readable under the policy', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(() => JSON.parse(block)).not.toThrow();
});
