import type { Page } from '@playwright/test';

/**
 * A toast on screen: the Radix toast itself (client/src/ui/toaster.tsx). Not
 * `role="status"`: that is Radix's screen-reader announcement, which it removes after one second.
 */
const openToast = 'li[data-variant][data-state="open"]';

/**
 * Waits until an open toast shows every one of `texts`. The page itself checks every 100 ms: a
 * toast stays 5 s, and on a busy machine the runner's own checks (each a round trip to the browser)
 * can come late.
 */
export async function expectToast(page: Page, ...texts: string[]) {
  const shown = ([selector, wanted]: [string, string[]]) =>
    Array.from(document.querySelectorAll<HTMLElement>(selector)).some(
      (el) => el.checkVisibility() && wanted.every((text) => el.textContent?.includes(text)),
    );
  try {
    await page.waitForFunction(shown, [openToast, texts] as [string, string[]], { polling: 100, timeout: 15_000 });
  } catch (error) {
    const showing = await page
      .locator(openToast)
      .allTextContents()
      .catch(() => []);
    throw new Error(`No toast showed ${JSON.stringify(texts)}; toasts open: ${JSON.stringify(showing)}`, {
      cause: error,
    });
  }
}
