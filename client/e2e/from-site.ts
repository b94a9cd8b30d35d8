/**
 * What the site's own page says with a state-changing request. The API refuses one that names
 * neither Origin nor Sec-Fetch-Site (SECURITY.md, CSRF); Chromium sends them on the pages' own
 * requests, but Playwright's API requests (`request`, `page.request`, `request.newContext`) send
 * neither. A browser context cannot be given it for all requests (Chromium then fails the page's
 * own fetches), so each API call or API-only context carries it.
 */
export const fromSite = { 'Sec-Fetch-Site': 'same-origin' } as const;
