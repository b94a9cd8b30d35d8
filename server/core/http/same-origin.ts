import type { RequestHandler } from 'express';
import { sendError } from './http-errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossOriginMessage = 'Cross-origin requests are not allowed';

/**
 * CSRF defence (OWASP): a state-changing request is refused when the browser says it comes from
 * another origin. Sec-Fetch-Site is checked first; older browsers only send Origin. Requests
 * carrying neither are not from a browser page and pass.
 */
export function isCrossOrigin(request: {
  method: string | undefined;
  secFetchSite: string | undefined;
  origin: string | undefined;
  host: string | undefined;
}): boolean {
  if (request.method === undefined || safeMethods.has(request.method)) return false;
  if (request.secFetchSite !== undefined)
    return request.secFetchSite !== 'same-origin' && request.secFetchSite !== 'none';
  if (request.origin === undefined) return false;
  try {
    return new URL(request.origin).host !== request.host;
  } catch {
    return true;
  }
}

export const sameOriginOnly: RequestHandler = (req, res, next) => {
  const crossOrigin = isCrossOrigin({
    method: req.method,
    secFetchSite: req.get('sec-fetch-site'),
    origin: req.get('origin'),
    host: req.host,
  });
  if (crossOrigin) return sendError(res, 403, crossOriginMessage);
  next();
};
