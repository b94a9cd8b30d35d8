import { Router } from 'express';
import { contactSuccessMessage } from '../../shared/contact-schema';
import { contactApi } from '../../shared/api/contact';
import { recordLead } from './lead-store';
import type { Db } from '../core/db/types';
import type { MailSettings } from '../core/mail/email';
import { sendAccepted } from '../core/http/form-post';
import { sendError } from '../core/http/http-errors';
import { currentPriceBook, readPlan } from '../design';
import { serve } from '../core/http/serve';
import { contactRateLimitMessage, perIpRateLimit } from '../core/http/rate-limit';
import { leadMail } from './lead-mail';
import { bookingCookie, bookingCookieHours, bookingPath } from './booking-link';
import { bookingPagePath } from '../../shared/paths';

export interface ContactRouteOptions {
  /** Requests per IP per 15 minutes; 0 = no limit. */
  rateLimit: number;
  /** SITE_URL, for the booking-page link in the homeowner's e-mail. */
  siteUrl: string;
  /** Who is notified, and whether the homeowner gets a confirmation. */
  mail: MailSettings;
}

/**
 * POST /api/contact: the consultation request form, sent as JSON by its script or as a plain form
 * post without JavaScript. Answered only once the lead is committed.
 */
export function contactRouter(db: Db, { rateLimit, siteUrl, mail }: ContactRouteOptions): Router {
  const router = Router();
  const mailFor = leadMail(siteUrl, mail);
  const limit = perIpRateLimit({ limit: rateLimit, message: contactRateLimitMessage });

  serve(router, contactApi.request, limit, (req, res, { body }) => {
    const { website, plan: planText, ...lead } = body;
    // The plan is checked and priced here, from the price book in use today; the browser's own
    // figures are not read (zod drops keys the schema does not name, `estimate` among them).
    const plan = readPlan(planText, currentPriceBook(db));
    if (plan && !plan.success) return sendError(res, 400, plan.error, { plan: [plan.reason] });
    // A filled honeypot is a bot: stored for review as spam, never notified, answered like a person.
    const isSpam = Boolean(website?.trim());
    const { bookingToken } = recordLead(db, { ...lead, isSpam, plan: plan?.plan }, mailFor);
    // The thank-you page's "Pick a time" link (/book) finds the booking page by this cookie.
    res.cookie(bookingCookie, bookingToken, {
      path: bookingPagePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      maxAge: bookingCookieHours * 60 * 60_000,
    });
    sendAccepted(req, res, contactSuccessMessage, { bookingUrl: bookingPath(bookingToken) });
  });

  return router;
}
