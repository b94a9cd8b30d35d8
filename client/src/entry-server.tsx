import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App, type SsrContext } from './app';
import { shownData, siteDataScript, type ShownOnPage, type SiteData } from './lib/site-data';

export { routes } from './routes';
export { siteDataScript };
export type { SiteData };

/**
 * Renders one URL to HTML, waiting for lazy pages; used by the prerender step without data and by
 * the server's re-render with the published photos and approved reviews. `data` in the answer is
 * the part of them the page shows: what its data block carries.
 */
export async function render(
  url: string,
  data?: SiteData,
): Promise<{ html: string; redirectTo?: string; data: SiteData }> {
  const ssrContext: SsrContext = {};
  const shown: ShownOnPage = { photos: new Set(), reviews: new Set() };
  const [ssrPath = '/', search] = url.split('?');
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={ssrPath} ssrSearch={search ?? ''} ssrContext={ssrContext} data={data} shown={shown} />
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
  return { html, redirectTo: ssrContext.redirectTo, data: data ? shownData(data, shown) : {} };
}
