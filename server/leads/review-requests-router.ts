import { Router } from 'express';
import { recordsOnLead } from '../core/activity/activity-log';
import type { ReviewRequestResponse } from '../../shared/admin-schema';
import { leadsApi } from '../../shared/api/leads';
import { apiMessages } from '../../shared/api-messages';
import { formatDay } from '../../shared/business-time';
import { sendReviewRequest } from './review-requests';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { reviewRequestMail } from './review-request-emails';

export interface ReviewRequestRouteOptions {
  /** The public site address the e-mailed link points at. */
  siteUrl: string;
}

/** POST /api/contacts/:id/review-request: staff e-mail a homeowner a link to /review (staff only). */
export function reviewRequestsRouter(db: Db, { siteUrl }: ReviewRequestRouteOptions): Router {
  const router = Router();
  serve(router, leadsApi.requestReview, recordsOnLead(db, 'review-request-sent'), (_req, res, { params, body }) => {
    const { town, resend = false } = body;
    const outcome = sendReviewRequest(db, {
      leadId: params.id,
      resend,
      mailFor: reviewRequestMail({ siteUrl, town }),
    });
    if (outcome.kind === 'not-found') return sendError(res, 404, apiMessages.leadNotFound);
    if (outcome.kind === 'already-sent') {
      return sendError(
        res,
        409,
        `A review request was already sent to this homeowner on ${formatDay(outcome.reviewRequestedAt, 'long')}. Send it again only if they asked for it.`,
      );
    }
    res.json({ success: true, reviewRequestedAt: outcome.reviewRequestedAt } satisfies ReviewRequestResponse);
  });
  return router;
}
