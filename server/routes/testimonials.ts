import { Router } from 'express';
import { testimonialIdSchema, testimonialPatchSchema } from '../../shared/testimonial-schema';
import { approveTestimonial, deleteTestimonial, listTestimonials } from '../db/testimonials';
import type { Db } from '../db/types';
import { sendError, sendValidationError } from '../lib/http-errors';

export function testimonialsRouter(db: Db): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    res.json({ testimonials: listTestimonials(db, { approvedOnly: false }) });
  });

  router.patch('/:id', (req, res) => {
    const id = testimonialIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    const body = testimonialPatchSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    if (!approveTestimonial(db, id.data)) return sendError(res, 404, 'Testimonial not found');
    res.json({ success: true });
  });

  router.delete('/:id', (req, res) => {
    const id = testimonialIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    if (!deleteTestimonial(db, id.data)) return sendError(res, 404, 'Testimonial not found');
    res.json({ success: true });
  });

  return router;
}
