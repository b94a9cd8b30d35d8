import { Router } from 'express';
import {
  leadIdSchema,
  leadPatchSchema,
  leadsQuerySchema,
  personalDataQuerySchema,
  type LeadsResponse,
} from '../../shared/admin-schema';
import { requireAdmin } from '../auth/admin-session';
import {
  deleteLead,
  listLeadSources,
  listLeadsForExport,
  listLeadsPage,
  personalDataFor,
  setLeadStatus,
} from '../db/leads-admin';
import { emailsForLeads } from '../db/lead-emails';
import type { Db } from '../db/types';
import { sendError, sendValidationError } from '../lib/http-errors';
import { leadsToCsv } from '../lib/leads-csv';

/**
 * The staff leads inbox: list, search, page, set status, export, delete, and find everything held
 * for one e-mail address. Every route needs a session.
 */
export function leadsRouter(db: Db, { mailConfigured }: { mailConfigured: boolean }): Router {
  const router = Router();
  router.use(['/contacts', '/contacts.csv'], requireAdmin, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/contacts.csv', (req, res) => {
    const query = leadsQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const day = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8');
    res.attachment(`consultation-requests-${day}.csv`);
    res.send(leadsToCsv(listLeadsForExport(db, query.data)));
  });

  router.get('/contacts', (req, res) => {
    const query = leadsQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { page, pageSize } = query.data;
    const { submissions, total } = listLeadsPage(db, query.data);
    const emails = emailsForLeads(
      db,
      submissions.map((lead) => lead.id),
    );
    res.json({
      submissions: submissions.map((lead) => ({ ...lead, emails: emails.get(lead.id) ?? [] })),
      total,
      page,
      pageSize,
      sources: listLeadSources(db),
      mailConfigured,
    } satisfies LeadsResponse);
  });

  router.get('/contacts/by-email', (req, res) => {
    const query = personalDataQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    res.json(personalDataFor(db, query.data.email));
  });

  router.delete('/contacts/:id', (req, res) => {
    const id = leadIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    if (!deleteLead(db, id.data)) return sendError(res, 404, 'Submission not found');
    res.json({ success: true });
  });

  router.patch('/contacts/:id', (req, res) => {
    const id = leadIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    const body = leadPatchSchema.safeParse(req.body ?? {});
    if (!body.success) return sendValidationError(res, body.error);
    const lead = setLeadStatus(db, id.data, body.data.status);
    if (!lead) return sendError(res, 404, 'Submission not found');
    res.json({ success: true, submission: lead });
  });

  return router;
}
