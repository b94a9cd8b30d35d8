import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every response. Scripts come only from our own origin: Vite's entry
 * script is an external file and the prerendered JSON-LD blocks are data, which CSP does not execute.
 * Style sheets come only from our origin too; inline style *attributes* are allowed because Radix
 * renders some into the prerendered HTML (the accordion's size variables), while <style> elements
 * stay blocked. Browsers without `style-src-attr` fall back to `style-src` and merely skip those
 * variables, which only drive the open/close animation.
 */
export const cspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const oneYear = 365 * 24 * 60 * 60;

function helmetOptions(https: boolean, csp: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: csp && {
      useDefaults: false,
      directives: https ? { ...cspDirectives, 'upgrade-insecure-requests': [] } : cspDirectives,
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain HTTP is ignored by browsers and would pin a local test host: HTTPS only.
    strictTransportSecurity: https ? { maxAge: oneYear, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/** Header names and values in a flat [name, value, name, value, ...] list. */
export type HeaderList = readonly string[];

export interface SecurityHeaderSets {
  http: HeaderList;
  https: HeaderList;
}

/**
 * helmet decides the headers. None of them depends on the request (the CSP has no nonces), so each
 * scheme's set is computed once, by running helmet against a recorder, and sent as one block:
 * running helmet's dozen middlewares on every request cost a noticeable share of a page's time.
 */
function recordHelmetHeaders(options: HelmetOptions): HeaderList {
  const headers = new Map<string, string>([['Permissions-Policy', permissionsPolicy]]);
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers].flat();
}

export function securityHeaderSets({ contentSecurityPolicy = true } = {}): SecurityHeaderSets {
  return {
    http: recordHelmetHeaders(helmetOptions(false, contentSecurityPolicy)),
    https: recordHelmetHeaders(helmetOptions(true, contentSecurityPolicy)),
  };
}

/**
 * Security headers on every response handled by Express. `req.secure` follows Express's `trust
 * proxy` setting, so behind a TLS-terminating proxy X-Forwarded-Proto decides whether the
 * HTTPS-only headers apply.
 */
export function securityHeaders(sets: SecurityHeaderSets): RequestHandler {
  return (req, res, next) => {
    const headers = req.secure ? sets.https : sets.http;
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    next();
  };
}
