/**
 * The Stripe double (server/test/stripe-double.ts) in a process of its own, for the browser tests:
 * playwright.config.ts starts it beside the site, on STRIPE_DOUBLE_PORT, and points the site at it
 * (STRIPE_API_BASE). STRIPE_DOUBLE_WEBHOOK_URL is the site's webhook, where a test's POST to the
 * double's deliver path sends a signed event.
 */
import { startStripeDouble } from '../server/test/stripe-double';

const port = Number(process.env.STRIPE_DOUBLE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('STRIPE_DOUBLE_PORT must name a port');
await startStripeDouble({ port, webhookUrl: process.env.STRIPE_DOUBLE_WEBHOOK_URL });
console.log(`Stripe double on http://127.0.0.1:${port}`);
