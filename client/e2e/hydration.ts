import type { Locator } from '@playwright/test';

/**
 * Resolves once React owns the element: its event handlers are attached, so a click or a submit is
 * React's rather than the browser's. Polled on each animation frame; a busy machine may take seconds.
 */
export async function hydrated(element: Locator) {
  await element.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(el).some((key) => key.startsWith('__reactProps')) ? resolve() : requestAnimationFrame(check);
        check();
      }),
    undefined,
    { timeout: 20_000 },
  );
}
