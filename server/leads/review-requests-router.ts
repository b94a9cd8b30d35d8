import { Router } from 'express';
import { records } from '../core/activity/activity-log';
import { leadIdSchema, reviewRequestBodySchema, type ReviewRequestResponse } from '../../shared/admin-schema';
import { formatDay } from '../../shared/business-time';
import { requirePermission } from '../core/auth/staff-guard';
import { sendReviewRequest } from './review-requests';
import type { Db } from '../core/db/types';
import { sendError, sendValidationError } from '../core/http/http-errors';
import { reviewRequestMail } from './review-request-emails';

export interface ReviewRequestRouteOptions {
  /** The public site address the e-mailed link points at. */
  siteUrl: string;
}

/** POST /api/contacts/:id/review-request: staff e-mail a homeowner a link to /review (staff only). */
export function reviewRequestsRouter(db: Db, { siteUrl }: ReviewRequestRouteOptions): Router {
  const router = Router();
  router.post(
    '/contacts/:id/review-request',
    requirePermission('leads:request-review'),
    records(db, 'review-request-sent', { type: 'lead', lead: true }),
    (req, res) => {
      const id = leadIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      const body = reviewRequestBodySchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const { town, resend = false } = body.data;
      const outcome = sendReviewRequest(db, {
        leadId: id.data,
        resend,
        mailFor: reviewRequestMail({ siteUrl, town }),
      });
      if (outcome.kind === 'not-found') return sendError(res, 404, 'Lead not found');
      if (outcome.kind === 'already-sent') {
        return sendError(
          res,
          409,
          `A review request was already sent to this homeowner on ${formatDay(outcome.reviewRequestedAt, 'long')}. Send it again only if they asked for it.`,
        );
      }
      res.json({ success: true, reviewRequestedAt: outcome.reviewRequestedAt } satisfies ReviewRequestResponse);
    },
  );
  return router;
}
