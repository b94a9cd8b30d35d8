import { Router } from 'express';
import { contactLeadSchema, contactSuccessMessage } from '../../shared/contact-schema';
import type { LeadWriter } from '../db/lead-writer';
import { sendValidationError } from '../lib/http-errors';
import { contactRateLimit } from '../lib/rate-limit';
import { noLeadMail, type LeadMailSettings } from '../mail/lead-mail';

export { contactSuccessMessage };

export interface ContactRouteOptions {
  /** Requests per IP per 15 minutes; 0 (the default here) = no limit. Production sets it from CONTACT_RATE_LIMIT. */
  rateLimit?: number;
  mail?: LeadMailSettings;
  /** Called once the visitor has been answered and new mail is queued (wakes the outbox worker). */
  onMailQueued?: () => void;
}

export function contactRouter(
  leads: LeadWriter,
  { rateLimit = 0, mail = noLeadMail, onMailQueued }: ContactRouteOptions = {},
): Router {
  const router = Router();
  router.post('/contact', contactRateLimit(rateLimit), async (req, res) => {
    const parsed = contactLeadSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { website, ...lead } = parsed.data;
    // A filled honeypot is a bot: stored for review as spam, never notified, answered like a person.
    const isSpam = Boolean(website?.trim());
    // Answered only once the lead (and its queued mail) is committed to disk (see db/lead-writer.ts).
    const result = await leads.record({ ...lead, isSpam }, mail);
    if (!isSpam && !result.duplicate && mail.deliver && onMailQueued) res.once('finish', onMailQueued);
    res.json({ success: true, message: contactSuccessMessage });
  });
  return router;
}
