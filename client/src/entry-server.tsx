import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App, type SsrContext } from './app';
import { siteDataScript, type SiteData } from './lib/site-data';

export { routes } from './routes';
export { siteDataScript };
export type { SiteData };

/**
 * Renders one URL to HTML, waiting for lazy pages; used by the prerender step without data and by
 * the server's re-render with the published photos and approved reviews.
 */
export async function render(url: string, data?: SiteData): Promise<{ html: string; redirectTo?: string }> {
  const ssrContext: SsrContext = {};
  const [ssrPath = '/', search] = url.split('?');
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={ssrPath} ssrSearch={search ?? ''} ssrContext={ssrContext} data={data} />
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
