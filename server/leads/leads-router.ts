import { Router } from 'express';
import { type ActivityExtras, records, recordsOnLead } from '../core/activity/activity-log';
import type { LeadsResponse, PersonalData } from '../../shared/admin-schema';
import { leadsApi } from '../../shared/api/leads';
import { dayOf } from '../../shared/business-time';
import { activePeople, findStaff, isActivePerson } from '../core/auth/staff-accounts';
import { leadScopeOf } from '../core/auth/staff-guard';
import { requireLeadInScope } from './lead-scope-guard';
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
import { leadPlansByLead } from '../design';
import { isKeptCustomer, leadsWithSignedContract } from '../proposals/contract-facts';
import type { JobMoneySummary } from '../../shared/payments/payment-answers';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { apiMessages } from '../../shared/api-messages';
import { contractLockedMessage } from '../../shared/pipeline';
import { leadsToCsv } from './leads-csv';
import { changeStage, pipelinesFor } from './stage-store';

/** GET /api/contacts.csv: the inbox's leads as a spreadsheet, with the same filters as the list. */
export function leadsExportRouter(db: Db): Router {
  const router = Router();
  serve(router, leadsApi.exportCsv, records(db, 'leads-exported', { type: 'leads' }), (_req, res, { query }) => {
    res.type('text/csv; charset=utf-8');
    res.attachment(`consultation-requests-${dayOf(new Date())}.csv`);
    const rows = listLeadsForExport(db, query);
    const ids = rows.map((l) => l.id);
    res.send(leadsToCsv(rows, pipelinesFor(db, ids), leadPlansByLead(db, ids)));
  });
  return router;
}

/**
 * The staff leads inbox under /api/contacts: list, search, page, set status, assign, delete, and
 * find everything held for one e-mail address. Staff only. `mediaDir` (MEDIA_DIR) is where a
 * deleted lead's photos of the space are removed from; `mailConfigured` (SMTP_URL set) is shown with
 * the list; `jobMoney` gives the money line of signed jobs (server/payments, which reads leads).
 */
export function leadsRouter(
  db: Db,
  {
    mediaDir,
    mailConfigured,
    jobMoney,
  }: {
    mediaDir?: string;
    mailConfigured: boolean;
    jobMoney: (leadIds: number[]) => Map<number, JobMoneySummary>;
  },
): Router {
  const router = Router();
  const inScope = requireLeadInScope(db);

  serve(router, leadsApi.list, (req, res, { query }) => {
    const { page, pageSize } = query;
    const scope = leadScopeOf(req);
    const { submissions, total } = listLeadsPage(db, query, scope);
    const ids = submissions.map((lead) => lead.id);
    const emails = emailsForLeads(db, ids);
    const photos = spacePhotosByLead(db, ids);
    const plans = leadPlansByLead(db, ids);
    const contracts = leadsWithSignedContract(db, ids);
    const money = jobMoney(ids.filter((id) => contracts.signed.has(id)));
    res.json({
      submissions: submissions.map((lead) => ({
        ...lead,
        emails: emails.get(lead.id) ?? [],
        spacePhotos: photos.get(lead.id) ?? [],
        plan: plans.get(lead.id) ?? null,
        signedContract: contracts.signed.has(lead.id),
        contractLocked: contracts.inForce.has(lead.id),
        money: money.get(lead.id) ?? null,
      })),
      total,
      page,
      pageSize,
      newLeads: countNewLeads(db, scope),
      sources: listLeadSources(db),
      pipeline: pipelinesFor(db, ids),
      mailConfigured,
      assignees: activePeople(db),
    } satisfies LeadsResponse);
  });

  // A POST so the address stays out of access logs; it reads, and changes nothing.
  serve(router, leadsApi.byEmail, records(db, 'data-lookup', { type: 'leads' }), (_req, res, { body }) => {
    const found = personalDataFor(db, body.email);
    res.json({
      ...found,
      pipeline: pipelinesFor(
        db,
        found.leads.map((l) => l.id),
      ),
    } satisfies PersonalData);
  });

  serve(router, leadsApi.remove, records(db, 'lead-deleted', { type: 'lead' }), (_req, res, { params }) => {
    if (isKeptCustomer(db, params.id)) return sendError(res, 409, apiMessages.customerRecordsKept);
    if (!deleteLead(db, params.id, { mediaDir })) return sendError(res, 404, apiMessages.leadNotFound);
    res.json({ success: true });
  });

  serve(router, leadsApi.setStatus, inScope, recordsOnLead(db, 'lead-stage'), (req, res, { params, body }) => {
    const outcome = changeStage(db, params.id, { stage: body.status }, { staffId: req.staff?.id });
    if (outcome.kind === 'not-found') return sendError(res, 404, apiMessages.leadNotFound);
    if (outcome.kind === 'locked') return sendError(res, 409, contractLockedMessage);
    res.json({ success: true, submission: outcome.lead });
  });

  serve(router, leadsApi.assign, recordsOnLead(db, 'lead-assigned'), (_req, res, { params, body }) => {
    const { assignedTo } = body;
    if (assignedTo !== null && !isActivePerson(db, assignedTo)) {
      return sendError(res, 400, apiMessages.chooseActivePerson);
    }
    if (!assignLead(db, params.id, assignedTo)) return sendError(res, 404, apiMessages.leadNotFound);
    const name = assignedTo === null ? 'nobody' : (findStaff(db, assignedTo)?.name ?? '');
    res.locals.activity = { detail: `Assigned to ${name}` } satisfies ActivityExtras;
    res.json({ success: true, assignedTo });
  });

  return router;
}
