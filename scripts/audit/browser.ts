import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumFlags } from '../lib/debian-browser';
import { chromiumPath } from './config';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * A fresh context (empty cache, so every visit is a first visit) at a given viewport, recording every
 * Content Security Policy violation from before the first script runs (see cspViolations).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number; mobile: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
  });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  return context;
}

/** The policy violations of the page so far (hydration, opened menus and accordions included). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * Opens a route and waits until its lazy page has hydrated (PageHead marks <html> with
 * data-hydrated-path) and the network has settled: on a busy machine "networkidle" alone can
 * fire before the page chunk is even requested.
 */
export async function visit(page: Page, routePath: string): Promise<void> {
  await page.goto(routePath, { waitUntil: 'load' });
  await page.locator(`html[data-hydrated-path="${routePath}"]`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
