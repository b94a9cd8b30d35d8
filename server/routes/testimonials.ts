import { Router } from 'express';
import { testimonialIdSchema, testimonialPatchSchema } from '../../shared/testimonial-schema';
import { isAdmin, requireAdmin } from '../auth/admin-session';
import { approveTestimonial, deleteTestimonial, listTestimonials } from '../db/testimonials';
import type { Db } from '../db/types';
import { sendError, sendValidationError } from '../lib/http-errors';

export function testimonialsRouter(db: Db): Router {
  const router = Router();

  // The public sees approved testimonials only; signed-in staff see every one.
  router.get('/', (req, res) => {
    const admin = isAdmin(req);
    if (admin) res.set('Cache-Control', 'no-store');
    res.json({ testimonials: listTestimonials(db, { approvedOnly: !admin }) });
  });

  router.patch('/:id', requireAdmin, (req, res) => {
    const id = testimonialIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    const body = testimonialPatchSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    if (!approveTestimonial(db, id.data)) return sendError(res, 404, 'Testimonial not found');
    res.json({ success: true });
  });

  router.delete('/:id', requireAdmin, (req, res) => {
    const id = testimonialIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    if (!deleteTestimonial(db, id.data)) return sendError(res, 404, 'Testimonial not found');
    res.json({ success: true });
  });

  return router;
}
