import type { Page } from '@playwright/test';

/**
 * Waits until a toast showing every one of `texts` is on screen. The page itself looks on each
 * animation frame: a toast stays 5 s, and on a busy machine the runner's own checks (about one a
 * second, each a round trip to the browser) have missed one that came and went between two of them.
 */
export async function expectToast(page: Page, ...texts: string[]) {
  const shown = (wanted: string[]) =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="status"]')).some(
      (el) => el.checkVisibility() && wanted.every((text) => el.textContent?.includes(text)),
    );
  try {
    await page.waitForFunction(shown, texts, { polling: 'raf', timeout: 15_000 });
  } catch (error) {
    const showing = await page
      .locator('[role="status"]')
      .allTextContents()
      .catch(() => []);
    throw new Error(`No toast showed ${JSON.stringify(texts)}; on screen: ${JSON.stringify(showing)}`, {
      cause: error,
    });
  }
}
