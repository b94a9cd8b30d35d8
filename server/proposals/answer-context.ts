import type { Request } from 'express';

/** What a homeowner's answer needs besides its input: the request (address, browser), the clock, where mail goes. */
export interface AnswerContext {
  req: Request;
  now: Date;
  /** SITE_URL, for the link in the homeowner's e-mails. */
  siteUrl: string;
  /** LEAD_NOTIFY_TO: the office. */
  notifyTo: string;
  /** Stripe is set up: the page offers "Pay $X" once signed (server/payments). */
  onlinePayment: boolean;
}
