import { Router } from 'express';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import {
  assignmentSchema,
  leadIdSchema,
  leadPatchSchema,
  leadsQuerySchema,
  personalDataLookupSchema,
  type LeadsResponse,
  type PersonalData,
} from '../../shared/admin-schema';
import { dayOf } from '../../shared/business-time';
import { activePeople, findStaff, isActivePerson } from '../core/auth/staff-accounts';
import { leadScopeOf, requireLeadInScope, requirePermission } from '../core/auth/staff-guard';
import { assignLead } from './lead-assignment';
import {
  countNewLeads,
  deleteLead,
  listLeadSources,
  listLeadsForExport,
  listLeadsPage,
  personalDataFor,
  spacePhotosByLead,
} from './leads-admin';
import { emailsForLeads } from './lead-outbox';
import type { Db } from '../core/db/types';
import { mailConfigured } from '../core/mail/outbox-worker';
import { sendError, sendValidationError } from '../core/http/http-errors';
import { leadsToCsv } from './leads-csv';
import { changeStage, pipelinesFor } from './stage-store';

/**
 * The staff leads inbox: list, search, page, set status, export, delete, and find everything held
 * for one e-mail address. Staff only. `mediaDir` (MEDIA_DIR) is where a deleted lead's photos of
 * the space are removed from.
 */
export function leadsRouter(db: Db, { mediaDir }: { mediaDir?: string } = {}): Router {
  const router = Router();
  const inScope = requireLeadInScope(db);
  router.get(
    '/contacts.csv',
    requirePermission('leads:export'),
    records(db, 'leads-exported', { type: 'leads' }),
    (req, res) => {
      const query = leadsQuerySchema.safeParse(req.query);
      if (!query.success) return sendValidationError(res, query.error);
      res.type('text/csv; charset=utf-8');
      res.attachment(`consultation-requests-${dayOf(new Date())}.csv`);
      const rows = listLeadsForExport(db, query.data);
      res.send(
        leadsToCsv(
          rows,
          pipelinesFor(
            db,
            rows.map((l) => l.id),
          ),
        ),
      );
    },
  );

  router.get('/contacts', requirePermission('leads:read'), (req, res) => {
    const query = leadsQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const { page, pageSize } = query.data;
    const scope = leadScopeOf(req);
    const { submissions, total } = listLeadsPage(db, query.data, scope);
    const ids = submissions.map((lead) => lead.id);
    const emails = emailsForLeads(db, ids);
    const photos = spacePhotosByLead(db, ids);
    res.json({
      submissions: submissions.map((lead) => ({
        ...lead,
        emails: emails.get(lead.id) ?? [],
        spacePhotos: photos.get(lead.id) ?? [],
      })),
      total,
      page,
      pageSize,
      newLeads: countNewLeads(db, scope),
      sources: listLeadSources(db),
      pipeline: pipelinesFor(db, ids),
      mailConfigured: mailConfigured(),
      assignees: activePeople(db),
    } satisfies LeadsResponse);
  });

  // A POST so the address stays out of access logs; it reads, and changes nothing.
  router.post(
    '/contacts/by-email',
    requirePermission('leads:lookup'),
    records(db, 'data-lookup', { type: 'leads' }),
    (req, res) => {
      const body = personalDataLookupSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const found = personalDataFor(db, body.data.email);
      res.json({
        ...found,
        pipeline: pipelinesFor(
          db,
          found.leads.map((l) => l.id),
        ),
      } satisfies PersonalData);
    },
  );

  router.delete(
    '/contacts/:id',
    requirePermission('leads:delete'),
    records(db, 'lead-deleted', { type: 'lead' }),
    (req, res) => {
      const id = leadIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      if (!deleteLead(db, id.data, { mediaDir })) return sendError(res, 404, 'Lead not found');
      res.json({ success: true });
    },
  );

  router.patch(
    '/contacts/:id',
    requirePermission('leads:work'),
    inScope,
    records(db, 'lead-stage', { type: 'lead', lead: true }),
    (req, res) => {
      const id = leadIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      const body = leadPatchSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const lead = changeStage(db, id.data, { stage: body.data.status }, { staffId: req.staff?.id });
      if (!lead) return sendError(res, 404, 'Lead not found');
      res.json({ success: true, submission: lead });
    },
  );

  router.put(
    '/contacts/:id/assignment',
    requirePermission('leads:assign'),
    records(db, 'lead-assigned', { type: 'lead', lead: true }),
    (req, res) => {
      const id = leadIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      const body = assignmentSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const { assignedTo } = body.data;
      if (assignedTo !== null && !isActivePerson(db, assignedTo)) {
        return sendError(res, 400, 'Choose an active person on the team');
      }
      if (!assignLead(db, id.data, assignedTo)) return sendError(res, 404, 'Lead not found');
      const name = assignedTo === null ? 'nobody' : (findStaff(db, assignedTo)?.name ?? '');
      res.locals.activity = { detail: `Assigned to ${name}` } satisfies ActivityExtras;
      res.json({ success: true, assignedTo });
    },
  );

  return router;
}
