import { Router } from 'express';
import { contactLeadSchema } from '../../shared/contact-schema';
import { createLead } from '../db/contact-submissions';
import type { Db } from '../db/types';
import { sendValidationError } from '../lib/http-errors';

export const contactSuccessMessage = 'We will be in touch within 24 hours to schedule your free consultation.';

export function contactRouter(db: Db): Router {
  const router = Router();
  router.post('/contact', (req, res) => {
    const parsed = contactLeadSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    createLead(db, parsed.data);
    res.json({ success: true, message: contactSuccessMessage });
  });
  return router;
}
