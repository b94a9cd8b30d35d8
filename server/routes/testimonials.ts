import { Router } from 'express';
import { reviewRequestSchema, reviewSuccessMessage } from '../../shared/review-schema';
import { testimonialIdSchema, testimonialPatchSchema } from '../../shared/testimonial-schema';
import { isAdmin, requireAdmin } from '../auth/admin-session';
import { isPublishedPhotoUrl } from '../db/gallery-photos';
import { mailOutbox } from '../db/schema';
import {
  createReview,
  deleteTestimonial,
  listAllTestimonials,
  listApprovedTestimonials,
  updateTestimonial,
} from '../db/testimonials';
import type { Db } from '../db/types';
import { sendError, sendValidationError } from '../lib/http-errors';
import { perIpRateLimit, reviewRateLimitMessage } from '../lib/rate-limit';
import { noLeadMail, type LeadMailSettings } from '../mail/lead-mail';
import { newOutboxState } from '../mail/outbox-state';
import { reviewNotification } from '../mail/review-emails';

export interface TestimonialsRouteOptions {
  /** Reviews per IP per 15 minutes; 0 = no limit. */
  rateLimit: number;
  mail?: Pick<LeadMailSettings, 'deliver' | 'notifyTo'>;
  /** Called once the reviewer has been answered and a staff notification is queued. */
  onMailQueued?: () => void;
  /** Called after staff approved, featured or deleted a review (pages are re-rendered). */
  onChange?: () => void;
}

export function testimonialsRouter(
  db: Db,
  { rateLimit, mail = noLeadMail, onMailQueued, onChange = () => {} }: TestimonialsRouteOptions,
): Router {
  const router = Router();

  // The public sees approved testimonials only, without e-mails or flags; signed-in staff see every
  // one. Public answers carry Express's ETag and must be revalidated, so an approval shows on the
  // next page load while repeat visits get a 304.
  router.get('/', (req, res) => {
    res.vary('Cookie');
    if (isAdmin(req)) {
      res.set('Cache-Control', 'no-store');
      return res.json({ testimonials: listAllTestimonials(db) });
    }
    res.set('Cache-Control', 'no-cache');
    res.json({ testimonials: listApprovedTestimonials(db) });
  });

  // A customer review from /review: stored pending, never shown until staff approve it.
  router.post('/', perIpRateLimit({ limit: rateLimit, message: reviewRateLimitMessage }), (req, res) => {
    const parsed = reviewRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { website, consent: _consent, ...review } = parsed.data;
    // A filled honeypot is a bot: answered like a person, never stored or notified.
    if (website?.trim()) return res.json({ success: true, message: reviewSuccessMessage });
    const notify = (saved: Parameters<typeof reviewNotification>[0]) => ({
      ...newOutboxState(mail.deliver, new Date()),
      kind: 'review-notification' as const,
      toAddress: mail.notifyTo,
      ...reviewNotification(saved),
    });
    const { duplicate } = createReview(db, review, (saved) => db.insert(mailOutbox).values(notify(saved)).run());
    if (!duplicate && mail.deliver && onMailQueued) res.once('finish', onMailQueued);
    res.json({ success: true, message: reviewSuccessMessage });
  });

  router.patch('/:id', requireAdmin, (req, res) => {
    const id = testimonialIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    const body = testimonialPatchSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    if (body.data.photoUrl && !isPublishedPhotoUrl(db, body.data.photoUrl)) {
      return sendError(res, 400, 'Choose a published photo from the gallery');
    }
    if (!updateTestimonial(db, id.data, body.data)) return sendError(res, 404, 'Testimonial not found');
    onChange();
    res.json({ success: true });
  });

  router.delete('/:id', requireAdmin, (req, res) => {
    const id = testimonialIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    if (!deleteTestimonial(db, id.data)) return sendError(res, 404, 'Testimonial not found');
    onChange();
    res.json({ success: true });
  });

  return router;
}
