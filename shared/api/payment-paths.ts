/**
 * Stripe's signed webhook (shared/api/payments.ts): the one API route a browser never sends, so the
 * same-origin check lets it through (server/core/http/same-origin.ts) and it reads its own raw body.
 */
export const stripeWebhookPath = '/api/stripe/webhook';
