import type { RequestHandler } from 'express';
import { sendError } from '../lib/http-errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (OWASP): a state-changing request is refused when the browser says it comes from
 * another origin. Sec-Fetch-Site is checked first; older browsers only send Origin. Requests
 * carrying neither are not from a browser page and pass.
 */
export const sameOriginOnly: RequestHandler = (req, res, next) => {
  if (safeMethods.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return next();
    return sendError(res, 403, 'Cross-origin requests are not allowed');
  }
  const origin = req.get('origin');
  if (origin === undefined) return next();
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== null && originHost === req.host) return next();
  sendError(res, 403, 'Cross-origin requests are not allowed');
};
