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
const cspDirectives = {
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

/**
 * Powerful browser features the site never uses, switched off for it and anything it embeds. Passkey
 * sign-in (WebAuthn get) is the site's own only: nothing it embeds may ask for one.
 */
const permissionsPolicy = [
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
  'publickey-credentials-get=(self)',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const oneYear = 365 * 24 * 60 * 60;

function helmetOptions(https: boolean, csp: boolean, formTargets: readonly string[]): HelmetOptions {
  const directives = { ...cspDirectives, 'form-action': [...cspDirectives['form-action'], ...formTargets] };
  return {
    contentSecurityPolicy: csp && {
      useDefaults: false,
      directives: https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain HTTP is ignored by browsers and would pin a local test host: HTTPS only.
    strictTransportSecurity: https ? { maxAge: oneYear, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * helmet's headers plus the Permissions-Policy on every response handled by Express. `req.secure`
 * follows Express's `trust proxy` setting, so behind a TLS-terminating proxy X-Forwarded-Proto
 * decides whether the HTTPS-only headers apply. `formTargets`: other origins a form of the site's
 * may end up at through a redirect (Stripe Checkout, after the plain "Pay $X" form's 303).
 */
export function securityHeaders({
  contentSecurityPolicy = true,
  formTargets = [],
}: { contentSecurityPolicy?: boolean; formTargets?: readonly string[] } = {}): RequestHandler {
  const http = helmet(helmetOptions(false, contentSecurityPolicy, formTargets));
  const https = helmet(helmetOptions(true, contentSecurityPolicy, formTargets));
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    (req.secure ? https : http)(req, res, next);
  };
}
