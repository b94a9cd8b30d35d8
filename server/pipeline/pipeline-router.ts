import { Router } from 'express';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { contractLockedMessage, leadStageLabels } from '../../shared/pipeline';
import { leadParamsSchema } from '../../shared/admin-schema';
import { apiMessages } from '../../shared/api-messages';
import { bookingSchema, doubleBookedMessage, pipelineQuerySchema, stageChangeSchema } from '../../shared/pipeline';
import { isActivePerson } from '../core/auth/staff-accounts';
import { leadScopeOf, requireAssignRight, requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { validated } from '../core/http/validated';
import { readAgenda } from './agenda';
import { businessInstant } from '../../shared/business-time';
import { currentFeedLink, newFeedLink } from './calendar-feed-token';
import { bookConsultation, cancelConsultation, currentInvite } from './consultation-store';
import { readPipelineAnalytics } from './pipeline-analytics';
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
  const router = Router({ mergeParams: true });
  const work = requirePermission('leads:work');
  const inScope = requireLeadInScope(db);

  router.post(
    '/stage',
    work,
    inScope,
    records(db, 'lead-stage', { type: 'lead', lead: true }),
    validated({ params: leadParamsSchema, body: stageChangeSchema }, (req, res, { params, body }) => {
      const outcome = changeStage(db, params.id, body, { staffId: req.staff?.id });
      if (outcome.kind === 'not-found') return sendError(res, 404, apiMessages.leadNotFound);
      if (outcome.kind === 'locked') return sendError(res, 409, contractLockedMessage);
      res.locals.activity = { detail: leadStageLabels[body.stage] } satisfies ActivityExtras;
      res.json({ success: true, submission: outcome.lead });
    }),
  );

  router.put(
    '/consultation',
    work,
    requireAssignRight('designerId'),
    inScope,
    records(db, 'consultation-booked', { type: 'lead', lead: true }),
    validated({ params: leadParamsSchema, body: bookingSchema }, (req, res, { params, body }) => {
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
      res.json({ success: true, consultation: outcome.consultation });
    }),
  );

  router.delete(
    '/consultation',
    work,
    inScope,
    records(db, 'consultation-cancelled', { type: 'lead', lead: true }),
    validated({ params: leadParamsSchema }, (req, res, { params }) => {
      const outcome = cancelConsultation(db, params.id, req.staff?.id, new Date(), siteUrl);
      if (outcome.kind === 'not-found') return sendError(res, 404, 'No booked consultation for this lead');
      res.json({ success: true, consultation: outcome.consultation });
    }),
  );

  router.get(
    '/consultation.ics',
    work,
    inScope,
    validated({ params: leadParamsSchema }, (_req, res, { params }) => {
      const ics = currentInvite(db, params.id);
      if (!ics) return sendError(res, 404, 'No consultation for this lead');
      res.set('Cache-Control', 'no-store');
      res.type('text/calendar; charset=utf-8');
      res.attachment(`consultation-${params.id}.ics`);
      res.send(ics);
    }),
  );

  return router;
}

/** The pipeline's overviews under /api/pipeline: the agenda (your own leads without `leads:all`) and analytics. */
export function pipelineRouter(db: Db): Router {
  const router = Router();

  router.get('/agenda', requirePermission('leads:work'), (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(readAgenda(db, leadScopeOf(req)));
  });

  router.get(
    '/analytics',
    requirePermission('analytics:read'),
    validated({ query: pipelineQuerySchema }, (_req, res, { query }) => {
      res.set('Cache-Control', 'no-store');
      res.json(readPipelineAnalytics(db, query.days));
    }),
  );

  return router;
}

/**
 * /api/calendar-feed: your link to the company's calendar feed ("Everyone's calendar"), each person's
 * own so it ends with them; POST makes a new one (its URL is shown only then).
 */
export function companyFeedLinkRouter(db: Db, { siteUrl }: PipelineRouteOptions): Router {
  const router = Router();
  const everyone = requirePermission('calendar:everyone');

  router.get('/', everyone, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(currentFeedLink(db, req.staff!.id, 'everyone'));
  });

  router.post('/', everyone, records(db, 'calendar-feed-reset', { type: 'calendar-feed' }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(newFeedLink(db, req.staff!.id, 'everyone', siteUrl));
  });

  return router;
}

/** /api/account/calendar-feed: your own feed, the visits you are the designer of (every signed-in person). */
export function ownFeedLinkRouter(db: Db, { siteUrl }: PipelineRouteOptions): Router {
  const router = Router();
  const own = requirePermission('account:own');

  router.get('/', own, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(currentFeedLink(db, req.staff!.id, 'own'));
  });

  router.post('/', own, records(db, 'own-calendar-feed-reset', { type: 'person' }), (req, res) => {
    res.locals.activity = { subjectId: req.staff!.id } satisfies ActivityExtras;
    res.set('Cache-Control', 'no-store');
    res.json(newFeedLink(db, req.staff!.id, 'own', siteUrl));
  });

  return router;
}
