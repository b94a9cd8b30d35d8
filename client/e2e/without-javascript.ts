import { test } from '@playwright/test';

/** Declares `body`'s tests in a browser with JavaScript off: the page as the server sends it, and plain form posts. */
export function describeWithoutJavaScript(body: () => void) {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    body();
  });
}
