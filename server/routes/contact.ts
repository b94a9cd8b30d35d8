import { Router } from 'express';
import { contactLeadSchema } from '../../shared/contact-schema';
import { createLead } from '../db/contact-submissions';
import { groupCommitFor } from '../db/group-commit';
import type { Db } from '../db/types';
import { sendValidationError } from '../lib/http-errors';

export const contactSuccessMessage = 'We will be in touch within 24 hours to schedule your free consultation.';

export function contactRouter(db: Db): Router {
  const router = Router();
  const writes = groupCommitFor(db.$client);
  router.post('/contact', async (req, res) => {
    const parsed = contactLeadSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    // Answered only once the lead is committed to disk (see db/group-commit.ts).
    await writes.run(() => createLead(db, parsed.data));
    res.json({ success: true, message: contactSuccessMessage });
  });
  return router;
}
