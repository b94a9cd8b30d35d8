import { test as base, expect, type Page } from '@playwright/test';

/**
 * `serverHtml`: a page with JavaScript off, shared by the tests of one worker. It reads what the
 * server sends, as a crawler or a phone that has not run the bundle yet does, without paying for a
 * new browser context and a hydration per test. Each test navigates it itself.
 */
export const test = base.extend<object, { serverHtml: Page }>({
  serverHtml: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        javaScriptEnabled: false,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };
