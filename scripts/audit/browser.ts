import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './config';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/** A fresh context (empty cache, so every visit is a first visit) at a given viewport. */
export function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number; mobile: boolean },
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
  });
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
