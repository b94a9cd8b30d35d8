import { Router } from 'express';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { reviewRequestSchema, reviewSuccessMessage } from '../../shared/review-schema';
import { isPublishedPhotoUrl } from '../gallery';
import {
  adminTestimonialsQuerySchema,
  testimonialIdSchema,
  testimonialPatchSchema,
  testimonialsBulkSchema,
  type TestimonialPatch,
  type TestimonialsBulkResponse,
} from '../../shared/testimonial-schema';
import { requirePermission, staffCan } from '../core/auth/staff-guard';
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
import { requestValues, sendAccepted } from '../core/http/form-post';
import { sendError, sendValidationError } from '../core/http/http-errors';
import { perIpRateLimit, reviewRateLimitMessage } from '../core/http/rate-limit';
import { reviewMail } from './review-emails';

export interface TestimonialsRouteOptions {
  /** Reviews per IP per 15 minutes; 0 = no limit. */
  rateLimit: number;
  /** Called after staff approved, featured or deleted a review (pages are re-rendered). */
  onChange?: () => void;
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

export function testimonialsRouter(db: Db, { rateLimit, onChange = () => {} }: TestimonialsRouteOptions): Router {
  const router = Router();

  // The public sees approved testimonials only, without e-mails or flags; signed-in staff see every
  // one, or with any of status, q or page one page of the Testimonials tab. Public answers carry
  // Express's ETag and must be revalidated, so an approval shows on the next page load while repeat
  // visits get a 304.
  router.get('/', (req, res) => {
    res.vary('Cookie');
    if (!staffCan(req, 'reviews:moderate')) {
      res.set('Cache-Control', 'no-cache');
      return res.json({ testimonials: listApprovedTestimonials(db) });
    }
    res.set('Cache-Control', 'no-store');
    if (Object.keys(req.query).length === 0) return res.json({ testimonials: listAllTestimonials(db) });
    const query = adminTestimonialsQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    res.json(listTestimonialsPage(db, query.data));
  });

  router.post(
    '/bulk',
    requirePermission('reviews:moderate'),
    records(db, 'reviews-bulk', { type: 'review' }),
    (req, res) => {
      const body = testimonialsBulkSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const changed = bulkModerate(db, body.data);
      res.locals.activity = {
        detail: `${body.data.action === 'approve' ? 'Approved' : 'Deleted'} ${changed}`,
      } satisfies ActivityExtras;
      if (changed > 0) onChange();
      res.json({ success: true, changed } satisfies TestimonialsBulkResponse);
    },
  );

  // A customer review from /review (JSON, or a plain form post without JavaScript): stored pending,
  // never shown until staff approve it.
  router.post('/', perIpRateLimit({ limit: rateLimit, message: reviewRateLimitMessage }), (req, res) => {
    const parsed = reviewRequestSchema.safeParse(requestValues(req));
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { website, consent: _consent, ...review } = parsed.data;
    // A filled honeypot is a bot: answered like a person, never stored or notified.
    if (website?.trim()) return sendAccepted(req, res, reviewSuccessMessage);
    createReview(db, review, reviewMail);
    sendAccepted(req, res, reviewSuccessMessage);
  });

  router.patch(
    '/:id',
    requirePermission('reviews:moderate'),
    records(db, 'review-changed', { type: 'review' }),
    (req, res) => {
      const id = testimonialIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      const body = testimonialPatchSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      if (body.data.photoUrl && !isPublishedPhotoUrl(db, body.data.photoUrl)) {
        return sendError(res, 400, 'Choose a published photo from the gallery');
      }
      if (!updateTestimonial(db, id.data, body.data)) return sendError(res, 404, 'Testimonial not found');
      res.locals.activity = { detail: reviewChangeDetail(body.data) } satisfies ActivityExtras;
      onChange();
      res.json({ success: true });
    },
  );

  router.delete(
    '/:id',
    requirePermission('reviews:moderate'),
    records(db, 'review-deleted', { type: 'review' }),
    (req, res) => {
      const id = testimonialIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      if (!deleteTestimonial(db, id.data)) return sendError(res, 404, 'Testimonial not found');
      onChange();
      res.json({ success: true });
    },
  );

  return router;
}
