import type { Express } from 'express';

/**
 * The app as the site's own pages reach it. Every browser names the page's origin on a
 * state-changing request (Sec-Fetch-Site, or Origin in older ones), and the API refuses a request
 * naming neither (core/http/same-origin.ts); supertest sends neither, so a request without both
 * gets `Sec-Fetch-Site: same-origin` here, as a browser would send it. A request that sets either
 * header is sent exactly as set (the cross-origin tests), and the app itself (`rawApp` of the test
 * app) is what a client that is not a browser reaches.
 */
export function fromSitePage(app: Express): Express {
  const handler = ((req, res, next) => {
    if (req.headers.origin === undefined && req.headers['sec-fetch-site'] === undefined) {
      req.headers['sec-fetch-site'] = 'same-origin';
    }
    app(req, res, next);
  }) as Express;
  // Everything else (locals, listen, settings) is the app's own.
  return Object.setPrototypeOf(handler, app) as Express;
}
