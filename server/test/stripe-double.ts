import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '../payments';
import { freePort } from './free-port';
import { serveCheckout } from './stripe-double-checkout';
import { doubleDeliverPath, stripeDoubleKeys } from './stripe-double-keys';

/** A request the double received: its method, path, form fields (flat, as `line_items[0][price_data][unit_amount]`) and idempotency key. */
export interface StripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Session = {
  id: string;
  object: 'checkout.session';
  url: string;
  payment_intent: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
  success_url: string;
  cancel_url: string;
};

type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

const { secretKey, webhookSecret } = stripeDoubleKeys;

/** The double's card fee: 2.9% + 30¢, Stripe's US list price. */
export const cardFeeCents = (amountCents: number) => Math.round(amountCents * 0.029) + 30;

/** The form fields under `prefix[…]`, e.g. metadata[paymentId] → { paymentId }. */
const fieldsUnder = (form: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const match = new RegExp(`^${prefix}\\[(\\w+)\\]$`).exec(key);
      return match ? [[match[1]!, value]] : [];
    }),
  );

/**
 * A small Stripe-compatible server on 127.0.0.1 for tests (stripe-mock cannot be installed here): it
 * serves what the site calls (Checkout sessions: create and retrieve; a payment intent with its charge and fee; refunds: create and list), answers an
 * idempotency key it has seen with the same answer, as Stripe does, and records every request so a
 * test can assert the amounts sent. Events are made and signed with the stripe package's own test
 * helper, as Stripe signs them. For a browser it serves each session's Checkout page at its own
 * address (stripe-double-checkout.ts); given the site's `webhookUrl`, a POST to doubleDeliverPath
 * sends the site a session's event (the browser tests, which run the double in its own process).
 */
export async function startStripeDouble({ port: wanted, webhookUrl }: { port?: number; webhookUrl?: string } = {}) {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Session>();
  const refunds: {
    id: string;
    object: 'refund';
    amount: number;
    payment_intent: string;
    metadata: Record<string, string>;
    status: string;
  }[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  /** Payment intents whose charge is not in the double's balance yet (no fee to read). */
  const unsettled = new Set<string>();
  let count = 0;
  let refusals = 0;

  const answer = (req: StripeRequest): { status: number; body: unknown } => {
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const n = ++count;
      const session: Session = {
        id: `cs_test_${n}`,
        object: 'checkout.session',
        url: `http://127.0.0.1:${port}/c/pay/cs_test_${n}`,
        payment_intent: `pi_test_${n}`,
        amount_total:
          Number(req.form['line_items[0][price_data][unit_amount]']) * Number(req.form['line_items[0][quantity]'] ?? 1),
        currency: req.form['line_items[0][price_data][currency]'] ?? '',
        client_reference_id: req.form.client_reference_id ?? null,
        metadata: fieldsUnder(req.form, 'metadata'),
        mode: req.form.mode ?? '',
        payment_status: 'unpaid',
        status: 'open',
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        success_url: req.form.success_url ?? '',
        cancel_url: req.form.cancel_url ?? '',
      };
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(req.path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session
        ? { status: 200, body: session }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    const intent = /^\/v1\/payment_intents\/([\w-]+)$/.exec(req.path);
    if (req.method === 'GET' && intent) {
      const session = [...sessions.values()].find((s) => s.payment_intent === intent[1]);
      if (!session) {
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
      }
      const expanded = [...req.query.entries()].some(
        ([key, value]) => key.startsWith('expand') && value === 'latest_charge.balance_transaction',
      );
      const n = session.id.replace('cs_test_', '');
      const balance = unsettled.has(session.payment_intent)
        ? null
        : { id: `txn_test_${n}`, object: 'balance_transaction', fee: cardFeeCents(session.amount_total) };
      const charge = {
        id: `ch_test_${n}`,
        object: 'charge',
        balance_transaction: expanded || !balance ? balance : balance.id,
      };
      return {
        status: 200,
        body: { id: session.payment_intent, object: 'payment_intent', latest_charge: expanded ? charge : charge.id },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      if (refusals > 0) {
        refusals -= 1;
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'The double refuses this refund' } },
        };
      }
      const refund = {
        id: `re_test_${++count}`,
        object: 'refund' as const,
        amount: Number(req.form.amount),
        payment_intent: req.form.payment_intent ?? '',
        metadata: fieldsUnder(req.form, 'metadata'),
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (req.method === 'GET' && req.path === '/v1/refunds') {
      const data = refunds.filter((r) => r.payment_intent === req.query.get('payment_intent'));
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` },
      },
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      if (serveCheckout(req, res, url.pathname, sessions)) return;
      if (req.method === 'POST' && url.pathname === doubleDeliverPath) {
        void deliver(JSON.parse(Buffer.concat(chunks).toString('utf8')) as DeliverRequest).then(
          (status) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status })),
          (err: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(err.message),
        );
        return;
      }
      const received: StripeRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      requests.push(received);
      const key = received.idempotencyKey
        ? `${received.method} ${received.path} ${received.idempotencyKey}`
        : undefined;
      const reply =
        req.headers.authorization !== `Bearer ${secretKey}`
          ? { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }
          : ((key ? answered.get(key) : undefined) ?? answer(received));
      if (key && reply.status < 500) answered.set(key, reply);
      res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': `req_test_${requests.length}` });
      res.end(JSON.stringify(reply.body));
    });
  });
  const port = wanted ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  const signer = new Stripe(secretKey);
  let events = 0;

  /** An event about a session as Stripe would send it (a new event id each time). */
  const sessionEvent = (
    type: SessionEventType,
    sessionId: string,
    paymentStatus: 'paid' | 'unpaid' = type === 'checkout.session.async_payment_succeeded' ? 'paid' : 'unpaid',
  ) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`the double made no session ${sessionId}`);
    return {
      id: `evt_test_${++events}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: '2026-10-28.endive',
      data: {
        object: {
          ...session,
          payment_status: paymentStatus,
          status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        },
      },
    };
  };
  const signature = (payload: string, secret: string = webhookSecret) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });

  type DeliverRequest = { sessionId: string; type: SessionEventType; paymentStatus?: 'paid' | 'unpaid' };
  /** Sends the site a session's event, signed as Stripe signs it; answers the site's status. */
  async function deliver({ sessionId, type, paymentStatus }: DeliverRequest): Promise<number> {
    if (!webhookUrl) throw new Error('the double was started without the webhook URL of a site');
    const payload = JSON.stringify(sessionEvent(type, sessionId, paymentStatus));
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(payload) },
      body: payload,
    });
    return res.status;
  }

  return {
    /** The site's settings pointing at the double (what STRIPE_API_BASE=http://127.0.0.1:<port> gives). */
    settings: {
      secretKey,
      webhookSecret,
      api: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
    } satisfies StripeSettings,
    requests,
    sessions,
    /** The double's requests to one path, e.g. '/v1/refunds'. */
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
    /** The next `n` refunds are refused (a 400 the package does not retry). */
    refuseRefunds(n: number) {
      refusals = n;
    },
    /** The charge of `paymentIntent` is not in the balance yet (a bank payment still settling): no fee to read. */
    leaveUnsettled(paymentIntent: string) {
      unsettled.add(paymentIntent);
    },
    /** Its charge is in the balance now, with its fee. */
    settle(paymentIntent: string) {
      unsettled.delete(paymentIntent);
    },
    /** An event about a session as Stripe would send it (a new event id each time). */
    sessionEvent,
    /** The Stripe-Signature header for `payload`, made by the package's own test helper. */
    signature,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
