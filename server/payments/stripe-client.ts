import Stripe from 'stripe';
import { business } from '../../shared/business';

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE as server/core/config.ts reads them. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local double in tests); Stripe's own when left out. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * The official client, pointed at STRIPE_API_BASE when set. Requests that create something carry
 * an idempotency key of ours, so the package's retries (and ours) never make a second one.
 */
export function stripeClient({ secretKey, api }: StripeSettings): Stripe {
  return new Stripe(secretKey, {
    ...api,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: business.name },
  });
}

export type { Stripe };

/**
 * Where the homeowner's browser is sent to pay: Stripe's Checkout pages, or a double's (tests), which
 * serves them at its API's address. The page's plain form post is answered with a 303 there, so the
 * site's Content-Security-Policy `form-action` names it (browsers check a form's redirects too).
 */
export const checkoutOriginOf = ({ api }: StripeSettings): string =>
  api ? `${api.protocol}://${api.host}:${api.port}` : 'https://checkout.stripe.com';
