import { Router } from 'express';
import { type ActivityExtras, recordsOnLead } from '../core/activity/activity-log';
import { contractLockedMessage, doubleBookedMessage, leadStageLabels } from '../../shared/pipeline';
import { installMessages } from '../../shared/installs/install-words';
import { apiMessages } from '../../shared/api-messages';
import { pipelineApi } from '../../shared/api/pipeline';
import { isActivePerson } from '../core/auth/staff-accounts';
import { leadScopeOf, requireAssignRight } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { readAgenda } from './agenda';
import { businessInstant } from '../../shared/business-time';
import { bookConsultation, cancelConsultation, currentInvite } from './consultation-store';
import { readPipelineAnalytics } from './pipeline-analytics';
import type { JobTiming } from '../../shared/pipeline';
import { changeStage, requireLeadInScope } from '../leads';

export interface PipelineRouteOptions {
  /** Public site address the calendar feed URL starts with. */
  siteUrl: string;
}

/**
 * A lead's pipeline under /api/contacts/:id: its stage and its consultation (staff who may work the
 * lead; naming another designer for the visit needs `leads:assign`).
 */
export function leadPipelineRouter(db: Db, { siteUrl }: PipelineRouteOptions): Router {
  const router = Router();
  const inScope = requireLeadInScope(db);

  serve(router, pipelineApi.changeStage, inScope, recordsOnLead(db, 'lead-stage'), (req, res, { params, body }) => {
    const outcome = changeStage(db, params.id, body, { staffId: req.staff?.id });
    if (outcome.kind === 'not-found') return sendError(res, 404, apiMessages.leadNotFound);
    if (outcome.kind === 'locked') return sendError(res, 409, contractLockedMessage);
    res.locals.activity = { detail: leadStageLabels[body.stage] } satisfies ActivityExtras;
    res.json({ success: true, submission: outcome.lead });
  });

  serve(
    router,
    pipelineApi.book,
    requireAssignRight('designerId'),
    inScope,
    recordsOnLead(db, 'consultation-booked'),
    (req, res, { params, body }) => {
      const { date, startTime, lengthMinutes, address, designerId, confirmOverlap = false } = body;
      if (designerId != null && !isActivePerson(db, designerId)) {
        return sendError(res, 400, apiMessages.chooseActivePerson);
      }
      const startsAt = businessInstant(date, startTime);
      const endsAt = new Date(startsAt.getTime() + lengthMinutes * 60_000);
      const outcome = bookConsultation(db, {
        leadId: params.id,
        startsAt,
        endsAt,
        address,
        designerId,
        confirmOverlap,
        staffId: req.staff?.id,
        siteUrl,
      });
      if (outcome.kind === 'not-found') return sendError(res, 404, apiMessages.leadNotFound);
      if (outcome.kind === 'overlap') return sendError(res, 409, doubleBookedMessage);
      if (outcome.kind === 'installing') return sendError(res, 409, installMessages.installClash);
      res.json({ success: true, consultation: outcome.consultation });
    },
  );

  serve(router, pipelineApi.cancel, inScope, recordsOnLead(db, 'consultation-cancelled'), (req, res, { params }) => {
    const outcome = cancelConsultation(db, params.id, req.staff?.id, new Date(), siteUrl);
    if (outcome.kind === 'not-found') return sendError(res, 404, 'No booked consultation for this lead');
    res.json({ success: true, consultation: outcome.consultation });
  });

  serve(router, pipelineApi.invite, inScope, (_req, res, { params }) => {
    const ics = currentInvite(db, params.id);
    if (!ics) return sendError(res, 404, 'No consultation for this lead');
    res.set('Cache-Control', 'no-store');
    res.type('text/calendar; charset=utf-8');
    res.attachment(`consultation-${params.id}.ics`);
    res.send(ics);
  });

  return router;
}

/** The pipeline's overviews under /api/pipeline: the agenda (your own leads without `leads:all`) and analytics. */
export function pipelineRouter(db: Db, { jobTiming }: { jobTiming: (since: string, now: Date) => JobTiming }): Router {
  const router = Router();

  serve(router, pipelineApi.agenda, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(readAgenda(db, leadScopeOf(req)));
  });

  serve(router, pipelineApi.analytics, (_req, res, { query }) => {
    res.set('Cache-Control', 'no-store');
    res.json(readPipelineAnalytics(db, query.days, jobTiming));
  });

  return router;
}
