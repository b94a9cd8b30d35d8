import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatDollars } from '../../shared/money';

/** What the double's Checkout page reads and changes of a session. */
export interface CheckoutSession {
  id: string;
  amount_total: number;
  success_url: string;
  cancel_url: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The double's Checkout page: the amount asked, "Pay" (a plain form post) and a way back. */
function page(session: CheckoutSession): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (Stripe double)</title></head>
<body><main><h1>Checkout (Stripe double)</h1>
<p id="amount">${escape(formatDollars(session.amount_total))}</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${escape(session.cancel_url)}">Back</a></p>
</main></body></html>`;
}

/**
 * GET /c/pay/<id>: the page Stripe Checkout would show (no key needed: the homeowner's browser
 * opens it). POST /c/pay/<id>: paid by card; the browser goes back to success_url, as from Stripe,
 * and no webhook is sent (the test sends it when it chooses, to see the page before and after).
 */
export function serveCheckout(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  sessions: ReadonlyMap<string, CheckoutSession>,
): boolean {
  const id = /^\/c\/pay\/([\w-]+)$/.exec(path)?.[1];
  if (id === undefined) return false;
  const session = sessions.get(id);
  if (!session || session.status !== 'open') {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No open Checkout session');
  } else if (req.method === 'POST') {
    session.status = 'complete';
    session.payment_status = 'paid';
    res.writeHead(303, { Location: session.success_url }).end();
  } else {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(session));
  }
  return true;
}
