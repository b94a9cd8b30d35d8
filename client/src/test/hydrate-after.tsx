import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** Puts the server's HTML of `ui` in the page, lets `before` act on it as a visitor would, then hydrates it. */
export async function hydrateAfter(ui: ReactNode, before: () => Promise<void>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  await before();
  await act(async () => {
    hydrateRoot(container, ui);
  });
}
