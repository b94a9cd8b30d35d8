import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App, type SsrContext } from './app';

export { routes } from './routes';

/** Renders one path to HTML, waiting for lazy pages; used by the prerender step. */
export async function render(url: string): Promise<{ html: string; redirectTo?: string }> {
  const ssrContext: SsrContext = {};
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={url} ssrContext={ssrContext} />
    </StrictMode>,
    // Past 12.8 KB React outlines a Suspense boundary into a hidden div revealed by an inline
    // script, which the CSP blocks (and which hides the content from readers without JavaScript).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  html += decoder.decode();
  return { html, redirectTo: ssrContext.redirectTo };
}
