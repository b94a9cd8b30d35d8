import type { RequestHandler } from 'express';
import { stripeWebhookPath } from '../../../shared/api/payment-paths';
import { sendError } from './http-errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossOriginMessage = 'Cross-origin requests are not allowed';
export const unnamedOriginMessage =
  "This request does not say which site sent it (no Origin or Sec-Fetch-Site header). Please send it from the site's own pages.";

/** `allowed`, or why a state-changing request is refused. */
type OriginVerdict = 'allowed' | 'cross-origin' | 'unnamed';

/**
 * CSRF defence (OWASP): a state-changing request (every method but GET, HEAD and OPTIONS, form
 * posts and uploads included) is refused when the browser says it comes from another origin, and
 * when it names no origin at all: every browser sends Sec-Fetch-Site or Origin on such a request,
 * so one without both is not the site's own page. Sec-Fetch-Site is checked first; older browsers
 * only send Origin. Stripe's webhook is the one deliberate exception: Stripe's server sends it,
 * never a browser, and its signature over the body is what it is checked by.
 */
function originVerdict(request: {
  method: string | undefined;
  secFetchSite: string | undefined;
  origin: string | undefined;
  host: string | undefined;
}): OriginVerdict {
  if (request.method === undefined || safeMethods.has(request.method)) return 'allowed';
  if (request.secFetchSite !== undefined)
    return request.secFetchSite === 'same-origin' || request.secFetchSite === 'none' ? 'allowed' : 'cross-origin';
  if (request.origin === undefined) return 'unnamed';
  try {
    return new URL(request.origin).host === request.host ? 'allowed' : 'cross-origin';
  } catch {
    return 'cross-origin';
  }
}

/** The routes a server sends rather than a browser, each checked by its sender's signature. */
const signedBySender = new Set([`POST ${stripeWebhookPath}`]);

export const sameOriginOnly: RequestHandler = (req, res, next) => {
  if (signedBySender.has(`${req.method} ${req.baseUrl}${req.path}`)) return next();
  const verdict = originVerdict({
    method: req.method,
    secFetchSite: req.get('sec-fetch-site'),
    origin: req.get('origin'),
    host: req.host,
  });
  if (verdict === 'cross-origin') return sendError(res, 403, crossOriginMessage);
  if (verdict === 'unnamed') return sendError(res, 403, unnamedOriginMessage);
  next();
};
