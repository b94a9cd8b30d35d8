import { Router } from 'express';
import { contactLeadSchema, contactSuccessMessage } from '../../shared/contact-schema';
import { leadRecorder } from '../db/contact-submissions';
import { GroupCommit } from '../db/group-commit';
import type { Db } from '../db/types';
import { requestValues, sendAccepted } from '../forms/form-post';
import { sendValidationError } from '../lib/http-errors';
import { contactRateLimitMessage, perIpRateLimit } from '../lib/rate-limit';
import type { LeadMailSettings } from '../mail/lead-mail';

export interface ContactRouteOptions {
  /** Requests per IP per 15 minutes; 0 = no limit. */
  rateLimit: number;
  mail: LeadMailSettings;
  /** Called once the visitor has been answered and new mail is queued (wakes the outbox worker). */
  onMailQueued?: () => void;
}

/**
 * POST /api/contact: the consultation request form, sent as JSON by its script or as a plain form
 * post without JavaScript. Answered only once the lead is on disk.
 */
export function contactRouter(db: Db, { rateLimit, mail, onMailQueued }: ContactRouteOptions): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: rateLimit, message: contactRateLimitMessage });
  const recordLead = leadRecorder(db);
  // Leads that arrive together share one COMMIT (one fsync); see docs/decisions/004-lead-capture.md.
  const writes = new GroupCommit(db.$client);

  router.post('/contact', limit, async (req, res) => {
    const parsed = contactLeadSchema.safeParse(requestValues(req));
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { website, ...lead } = parsed.data;
    // A filled honeypot is a bot: stored for review as spam, never notified, answered like a person.
    const isSpam = Boolean(website?.trim());
    const { duplicate } = await writes.run(() => recordLead({ ...lead, isSpam }, mail));
    if (!isSpam && !duplicate && mail.deliver && onMailQueued) res.once('finish', onMailQueued);
    sendAccepted(req, res, contactSuccessMessage);
  });

  return router;
}
