import fc from 'fast-check';
import { hostileQuery, hostileString, nameWithControls, rowIdUpTo } from './arbitraries';
import { proposalPath } from './fuzz-proposal';
import { bodies, getWithQuery, jsonOrFormPost, leadPath, withBody, withoutBody } from './request-makers';
import type { FuzzRequest, FuzzTarget } from './harness';

const rowId = rowIdUpTo(5);
const day = fc.constantFrom('2026-11-02', '2026-02-30', '2099-01-01', '', '11/02/2026', 'today');

/** "Pay $X" near what the page sends. */
const payment = fc.record(
  { stage: fc.constantFrom('deposit', 'progress', 'balance', 'Deposit', '', 'constructor') },
  { requiredKeys: [] },
);

/** An office's record near what the Payments panel sends: amounts at the edges, odd days and check numbers. */
const recorded = fc.record(
  {
    method: fc.constantFrom('check', 'cash', 'bank_transfer', 'card', 'us_bank_account', ''),
    amountCents: fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.constantFrom(0.5, 1e308, '300000', null)),
    receivedOn: day,
    checkNumber: fc.oneof(fc.constantFrom('1042', '', 'x'.repeat(31)), hostileString, nameWithControls),
    stage: fc.constantFrom('deposit', 'balance', 'final'),
  },
  { requiredKeys: ['method', 'amountCents'] },
);

/** Something like a Stripe event, never signed with the fuzz server's secret (it has none). */
const stripeEvent = fc.record({
  id: fc.oneof(fc.constant('evt_1'), hostileString),
  type: fc.constantFrom('checkout.session.completed', 'refund.updated', 'x'),
  data: fc.record({ object: fc.record({ id: fc.oneof(fc.constant('cs_test_1'), hostileString) }) }),
});

/** The export's month, near what the Analytics tab links to, and hostile queries. */
const exportQuery = fc.oneof(
  fc.constantFrom('month=2026-11', 'month=2026-13', 'month=', 'month=2026-11&month=2026-12', 'month=%00'),
  hostileQuery,
);

/** The written request for the deposit back, near what the office sends: odd days and confirmations. */
const depositRequest = fc.record(
  {
    receivedOn: day,
    noSubstantialWork: fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null)),
  },
  { requiredKeys: [] },
);

/** A homeowner's payments read again, "Pay $X" and receipts, Stripe's webhook, staff's ledger routes and the books across every job. */
export function paymentTargets(): FuzzTarget[] {
  const payPath = proposalPath('/payments');
  return [
    {
      name: 'GET and POST /api/proposals/:token/payments',
      routes: ['GET /api/proposals/:token/payments', 'POST /api/proposals/:token/payments'],
      access: 'public',
      runs: 150,
      requests: fc.oneof(
        { weight: 1, arbitrary: withoutBody('GET', payPath) },
        { weight: 4, arbitrary: jsonOrFormPost(payPath, payment) },
      ),
    },
    {
      name: 'POST /api/stripe/webhook',
      routes: ['POST /api/stripe/webhook'],
      access: 'public',
      runs: 100,
      requests: withBody('POST', '/api/stripe/webhook', bodies(stripeEvent)),
    },
    {
      name: 'GET and POST /api/contacts/:id/payments',
      routes: ['GET /api/contacts/:id/payments', 'POST /api/contacts/:id/payments'],
      access: 'admin',
      runs: 150,
      requests: fc.oneof(
        { weight: 1, arbitrary: withoutBody('GET', leadPath('/payments')) },
        { weight: 4, arbitrary: withBody('POST', leadPath('/payments'), bodies(recorded)) },
      ),
    },
    {
      name: 'POST /api/contacts/:id/payments/:paymentId/void',
      routes: ['POST /api/contacts/:id/payments/:paymentId/void'],
      access: 'admin',
      runs: 60,
      requests: withBody(
        'POST',
        fc.tuple(leadPath('/payments/'), rowId).map(([lead, id]) => `${lead}${encodeURIComponent(id)}/void`),
        bodies(fc.record({ reason: fc.oneof(fc.constantFrom('Entered twice', '', 'x'.repeat(301)), hostileString) })),
      ),
    },
    {
      name: 'POST /api/contacts/:id/refunds/:refundId/paid',
      routes: ['POST /api/contacts/:id/refunds/:refundId/paid'],
      access: 'admin',
      runs: 60,
      requests: withBody(
        'POST',
        fc.tuple(leadPath('/refunds/'), rowId).map(([lead, id]) => `${lead}${encodeURIComponent(id)}/paid`),
        bodies(
          fc.record(
            { paidOn: day, note: fc.oneof(fc.constant('Check 2001 mailed'), hostileString) },
            { requiredKeys: [] },
          ),
        ),
      ),
    },
    {
      name: 'GET /api/payments/refunds-due, by-month and payments.csv',
      routes: ['GET /api/payments/refunds-due', 'GET /api/payments/by-month', 'GET /api/payments.csv'],
      access: 'admin',
      runs: 100,
      requests: fc.oneof(
        getWithQuery(['/api/payments/refunds-due', '/api/payments/by-month']),
        getWithQuery('/api/payments.csv', exportQuery),
      ),
    },
    {
      name: 'GET /api/proposals/:token/payments/:paymentId/receipt.pdf',
      routes: ['GET /api/proposals/:token/payments/:paymentId/receipt.pdf'],
      access: 'public',
      runs: 40,
      requests: fc
        .tuple(payPath, rowId)
        .map(([path, id]): FuzzRequest => ({ method: 'GET', path: `${path}/${encodeURIComponent(id)}/receipt.pdf` })),
    },
    {
      name: 'GET /api/contacts/:id/payments/:paymentId/receipt.pdf',
      routes: ['GET /api/contacts/:id/payments/:paymentId/receipt.pdf'],
      access: 'admin',
      runs: 40,
      requests: fc
        .tuple(leadPath('/payments/'), rowId)
        .map(([lead, id]): FuzzRequest => ({ method: 'GET', path: `${lead}${encodeURIComponent(id)}/receipt.pdf` })),
    },
    {
      name: 'POST /api/contacts/:id/payments/reminders',
      routes: ['POST /api/contacts/:id/payments/reminders'],
      access: 'admin',
      runs: 40,
      requests: withBody(
        'POST',
        leadPath('/payments/reminders'),
        bodies(fc.record({ paused: fc.oneof(fc.boolean(), fc.constantFrom('false', 0, null)) }, { requiredKeys: [] })),
      ),
    },
    {
      name: 'POST /api/contacts/:id/payments/deposit-request',
      routes: ['POST /api/contacts/:id/payments/deposit-request'],
      access: 'admin',
      runs: 60,
      requests: withBody('POST', leadPath('/payments/deposit-request'), bodies(depositRequest)),
    },
  ];
}
