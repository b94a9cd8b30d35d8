import { Router, type NextFunction, type Request, type Response } from 'express';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { reviewSuccessMessage } from '../../shared/review-schema';
import { reviewFormApi } from '../../shared/api/review-form';
import { reviewsApi } from '../../shared/api/reviews';
import type { AnswerOf } from '../../shared/api/route';
import { isPublishedPhotoUrl } from '../gallery';
import type { TestimonialPatch } from '../../shared/testimonial-schema';
import { staffCan } from '../core/auth/staff-guard';
import {
  bulkModerate,
  createReview,
  deleteTestimonial,
  listAllTestimonials,
  listApprovedTestimonials,
  listTestimonialsPage,
  updateTestimonial,
} from './testimonials';
import type { Db } from '../core/db/types';
import { sendAccepted } from '../core/http/form-post';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { apiMessages } from '../../shared/api-messages';
import { perIpRateLimit, reviewRateLimitMessage } from '../core/http/rate-limit';
import { reviewMail } from './review-emails';

export interface TestimonialsRouteOptions {
  /** Reviews per IP per 15 minutes; 0 = no limit. */
  rateLimit: number;
  /** Called after staff approved, featured or deleted a review (pages are re-rendered). */
  onChange?: () => void;
  /** Who is told of each new review (LEAD_NOTIFY_TO). */
  notifyTo: string;
}

/** The activity record's words for a moderation change, e.g. "Approved, Featured". */
function reviewChangeDetail(patch: TestimonialPatch): string {
  const words = [
    patch.approved && (patch.approved === 'true' ? 'Approved' : 'Unpublished'),
    patch.featured && (patch.featured === 'true' ? 'Featured' : 'No longer featured'),
    patch.photoUrl !== undefined && (patch.photoUrl ? 'Photo chosen' : 'Photo removed'),
  ];
  return words.filter(Boolean).join(', ');
}

export function testimonialsRouter(
  db: Db,
  { rateLimit, onChange = () => {}, notifyTo }: TestimonialsRouteOptions,
): Router {
  const router = Router();

  // The public sees approved testimonials only, without e-mails or flags; signed-in staff see every
  // one, or with any of status, q or page one page of the Testimonials tab. Public answers carry
  // Express's ETag and must be revalidated, so an approval shows on the next page load while repeat
  // visits get a 304. Only a page of the tab reads the query: the others are answered before it is parsed.
  const unlessTabPage = (req: Request, res: Response<AnswerOf<typeof reviewsApi.list>>, next: NextFunction) => {
    res.vary('Cookie');
    if (!staffCan(req, 'reviews:moderate')) {
      res.set('Cache-Control', 'no-cache');
      return res.json({ testimonials: listApprovedTestimonials(db) });
    }
    res.set('Cache-Control', 'no-store');
    if (Object.keys(req.query).length === 0) return res.json({ testimonials: listAllTestimonials(db) });
    next();
  };
  serve(router, reviewsApi.list, unlessTabPage, (_req, res, { query }) => {
    res.json(listTestimonialsPage(db, query));
  });

  serve(router, reviewsApi.bulk, records(db, 'reviews-bulk', { type: 'review' }), (_req, res, { body }) => {
    const changed = bulkModerate(db, body);
    res.locals.activity = {
      detail: `${body.action === 'approve' ? 'Approved' : 'Deleted'} ${changed}`,
    } satisfies ActivityExtras;
    if (changed > 0) onChange();
    res.json({ success: true, changed });
  });

  // A customer review from /review (JSON, or a plain form post without JavaScript): stored pending,
  // never shown until staff approve it.
  serve(
    router,
    reviewFormApi.submit,
    perIpRateLimit({ limit: rateLimit, message: reviewRateLimitMessage }),
    (req, res, { body }) => {
      const { website, consent: _consent, ...review } = body;
      // A filled honeypot is a bot: answered like a person, never stored or notified.
      if (website?.trim()) return sendAccepted(req, res, reviewSuccessMessage);
      createReview(db, review, reviewMail(notifyTo));
      sendAccepted(req, res, reviewSuccessMessage);
    },
  );

  serve(router, reviewsApi.patch, records(db, 'review-changed', { type: 'review' }), (_req, res, { params, body }) => {
    if (body.photoUrl && !isPublishedPhotoUrl(db, body.photoUrl)) {
      return sendError(res, 400, 'Choose a published photo from the gallery');
    }
    if (!updateTestimonial(db, params.id, body)) return sendError(res, 404, apiMessages.testimonialNotFound);
    res.locals.activity = { detail: reviewChangeDetail(body) } satisfies ActivityExtras;
    onChange();
    res.json({ success: true });
  });

  serve(router, reviewsApi.remove, records(db, 'review-deleted', { type: 'review' }), (_req, res, { params }) => {
    if (!deleteTestimonial(db, params.id)) return sendError(res, 404, apiMessages.testimonialNotFound);
    onChange();
    res.json({ success: true });
  });

  return router;
}
