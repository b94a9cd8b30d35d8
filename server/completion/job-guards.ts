import { eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { completionMessages } from '../../shared/completion/completion-messages';
import { markRefused } from '../core/activity/refusals';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { leads } from '../leads';
import { mayHoldBack, mayWorkJob } from './may-work-job';

/**
 * After the route's permission: the lead exists (404) and this person may work its completion
 * (mayWorkJob, 403). Read from the path before any body is read, so a refused upload is never stored.
 */
export function requireJobWork(db: Db): RequestHandler {
  return (req, res, next) => {
    const leadId = Number(req.params.id);
    const lead = Number.isSafeInteger(leadId)
      ? db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).get()
      : undefined;
    if (!lead) return sendError(res, 404, apiMessages.leadNotFound);
    if (!mayWorkJob(db, req.staff!, leadId)) {
      markRefused(req, res, completionMessages.notYourJob);
      return sendError(res, 403, completionMessages.notYourJob);
    }
    next();
  };
}

/** The hold-back is the office's (payments:manage or installs:schedule). */
export const requireHoldBackRight: RequestHandler = (req, res, next) => {
  if (mayHoldBack(req.staff!)) return next();
  markRefused(req, res, completionMessages.holdBackDenied);
  sendError(res, 403, completionMessages.holdBackDenied);
};
