import type { Page } from '@playwright/test';

/**
 * Opens `path` with the page's main script held back, as on a slow phone: the prerendered form is
 * there and can be filled in, and nothing hydrates it until the returned function lets the script
 * through. (The page's lazy chunks wait on the main script.)
 */
export async function openWithScriptHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded: only the document itself can be waited for.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
