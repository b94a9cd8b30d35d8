import { Router, type Request, type Response } from 'express';
import * as zm from 'zod/mini';
import { completionApi } from '../../shared/api/completion';
import { business } from '../../shared/business';
import type { CompletionNotice } from '../../shared/completion/completion-messages';
import { proposalPagePath } from '../../shared/paths';
import { deadProposalLinkMessage } from '../../shared/proposals/proposal-notices';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { isFormPost, readFormFields } from '../core/http/form-post';
import { sendError } from '../core/http/http-errors';
import { perIpRateLimit } from '../core/http/rate-limit';
import { serve } from '../core/http/serve';
import { findVerification } from '../core/verification';
import { closeJobIfDone } from './close-job';
import { addPunchItem, type Outcome } from './completion-store';
import { signOff } from './sign-off';

const completionRateLimitMessage = `Too many answers from this connection. Please wait a few minutes, or call us at ${business.phone.display}.`;

const photosAgreed = 'Agreed that the finished photos may go on the gallery';
const photosNotAgreed = 'Did not agree to the finished photos on the gallery';

const pageOf = (token: string, notice: CompletionNotice) =>
  `${proposalPagePath}/${encodeURIComponent(token)}?notice=${notice}#completion-heading`;

/** The form's fields; a plain form post the schema refuses goes back to the page with a notice. */
const readFields = (schema: zm.core.$ZodType, notice: CompletionNotice) =>
  readFormFields(schema, (req, res) => res.redirect(303, pageOf(String(req.params.token), notice)));

/**
 * /api/proposals/:token/sign-off and …/punch-list: the homeowner's answers to a recorded completion
 * from their page, as JSON or a plain form post answered with a 303 back to the page (it works
 * without JavaScript). Signing off may close the job (with its review request).
 */
export function homeownerCompletionRouter(
  db: Db,
  { siteUrl, rateLimit }: { siteUrl: string; rateLimit: number },
): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: rateLimit, message: completionRateLimitMessage });
  const leadOf = (req: Request) =>
    findVerification(db, 'proposal', String(req.params.token), new Date())?.leadId ?? null;
  const reply = (req: Request, res: Response, outcome: Outcome, notice: CompletionNotice, leadId: number) => {
    // A refused plain form post is answered with a 303 too: it must not be recorded as done.
    res.locals.activity = outcome.ok
      ? ({ ...res.locals.activity, leadId, subjectId: leadId } satisfies ActivityExtras)
      : ({ skip: true } satisfies ActivityExtras);
    if (isFormPost(req))
      return res.redirect(303, pageOf(String(req.params.token), outcome.ok ? notice : 'sign-off-refused'));
    if (!outcome.ok) return sendError(res, outcome.status, outcome.message);
    res.json({ success: true });
  };

  serve(
    router,
    completionApi.signOff,
    limit,
    readFields(completionApi.signOff.body, 'sign-off-check'),
    records(db, 'completion-signed-off', { type: 'lead' }),
    (req, res, { body }) => {
      const leadId = leadOf(req);
      if (leadId === null) return sendError(res, 404, deadProposalLinkMessage);
      const now = new Date();
      const outcome = signOff(db, leadId, body, { req, now });
      if (outcome.ok) {
        res.locals.activity = { detail: body.photosConsent ? photosAgreed : photosNotAgreed } satisfies ActivityExtras;
        closeJobIfDone(db, leadId, { siteUrl, now });
      }
      reply(req, res, outcome, 'signed-off', leadId);
    },
  );

  serve(
    router,
    completionApi.reportProblem,
    limit,
    readFields(completionApi.reportProblem.body, 'problem-check'),
    records(db, 'completion-problem-reported', { type: 'lead' }),
    (req, res, { body }) => {
      const leadId = leadOf(req);
      if (leadId === null) return sendError(res, 404, deadProposalLinkMessage);
      const outcome = addPunchItem(db, leadId, { what: body.what, fixBy: null }, { staffId: null, now: new Date() });
      if (outcome.ok) res.locals.activity = { leadId, subjectId: leadId, detail: body.what } satisfies ActivityExtras;
      reply(req, res, outcome, 'problem-reported', leadId);
    },
  );

  return router;
}
