/**
 * What a site pointed at the Stripe double (stripe-double.ts) is given as STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET; apart from the double, so playwright.config.ts reads them without the
 * stripe package.
 */
export const stripeDoubleKeys = { secretKey: 'sk_test_double', webhookSecret: 'whsec_test_double' } as const;

/** A test's request to the double (not Stripe's API): send a session's event, signed, to the site's webhook. */
export const doubleDeliverPath = '/_double/deliver';
