import { Router, type Response } from 'express';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { leadStageLabels } from '../../shared/pipeline';
import { leadIdSchema } from '../../shared/admin-schema';
import { bookingSchema, doubleBookedMessage, pipelineQuerySchema, stageChangeSchema } from '../../shared/pipeline';
import { isActivePerson } from '../core/auth/staff-accounts';
import { leadScopeOf, requireLeadInScope, requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
import { sendError, sendValidationError } from '../core/http/http-errors';
import { readAgenda } from './agenda';
import { businessInstant } from '../../shared/business-time';
import { currentFeedLink, newFeedLink } from './calendar-feed-token';
import { bookConsultation, cancelConsultation, currentInvite } from './consultation-store';
import { readPipelineAnalytics } from './pipeline-analytics';
import { changeStage } from '../leads';

export interface PipelineRouteOptions {
  /** Public site address the calendar feed URL starts with. */
  siteUrl: string;
}

const notFound = (res: Response) => sendError(res, 404, 'Lead not found');

/** Staff routes of the lead pipeline: stages, consultations, agenda, analytics, feed link (docs/pipeline.md). */
export function pipelineRouter(db: Db, { siteUrl }: PipelineRouteOptions): Router {
  const router = Router();
  const work = requirePermission('leads:work');
  const inScope = requireLeadInScope(db);
  const everyone = requirePermission('calendar:everyone');

  router.post(
    '/contacts/:id/stage',
    work,
    inScope,
    records(db, 'lead-stage', { type: 'lead', lead: true }),
    (req, res) => {
      const id = leadIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      const body = stageChangeSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const lead = changeStage(db, id.data, body.data, { staffId: req.staff?.id });
      if (!lead) return notFound(res);
      res.locals.activity = { detail: leadStageLabels[body.data.stage] } satisfies ActivityExtras;
      res.json({ success: true, submission: lead });
    },
  );

  router.put(
    '/contacts/:id/consultation',
    work,
    inScope,
    records(db, 'consultation-booked', { type: 'lead', lead: true }),
    (req, res) => {
      const id = leadIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      const body = bookingSchema.safeParse(req.body ?? {});
      if (!body.success) return sendValidationError(res, body.error);
      const { date, startTime, lengthMinutes, address, designerId, confirmOverlap = false } = body.data;
      if (designerId != null && !isActivePerson(db, designerId)) {
        return sendError(res, 400, 'Choose an active person on the team');
      }
      const startsAt = businessInstant(date, startTime);
      const endsAt = new Date(startsAt.getTime() + lengthMinutes * 60_000);
      const outcome = bookConsultation(db, {
        leadId: id.data,
        startsAt,
        endsAt,
        address,
        designerId,
        confirmOverlap,
        staffId: req.staff?.id,
        siteUrl,
      });
      if (outcome.kind === 'not-found') return notFound(res);
      if (outcome.kind === 'overlap') return sendError(res, 409, doubleBookedMessage);
      res.json({ success: true, consultation: outcome.consultation });
    },
  );

  router.delete(
    '/contacts/:id/consultation',
    work,
    inScope,
    records(db, 'consultation-cancelled', { type: 'lead', lead: true }),
    (req, res) => {
      const id = leadIdSchema.safeParse(req.params.id);
      if (!id.success) return sendValidationError(res, id.error);
      const outcome = cancelConsultation(db, id.data, req.staff?.id, new Date(), siteUrl);
      if (outcome.kind === 'not-found') return sendError(res, 404, 'No booked consultation for this lead');
      res.json({ success: true, consultation: outcome.consultation });
    },
  );

  router.get('/contacts/:id/consultation.ics', work, inScope, (req, res) => {
    const id = leadIdSchema.safeParse(req.params.id);
    if (!id.success) return sendValidationError(res, id.error);
    const ics = currentInvite(db, id.data);
    if (!ics) return sendError(res, 404, 'No consultation for this lead');
    res.set('Cache-Control', 'no-store');
    res.type('text/calendar; charset=utf-8');
    res.attachment(`consultation-${id.data}.ics`);
    res.send(ics);
  });

  router.get('/pipeline/agenda', work, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(readAgenda(db, leadScopeOf(req)));
  });

  router.get('/pipeline/analytics', requirePermission('analytics:read'), (req, res) => {
    const query = pipelineQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    res.set('Cache-Control', 'no-store');
    res.json(readPipelineAnalytics(db, query.data.days));
  });

  // Your link to everyone's visits: each person's own, so it ends with them.
  router.get('/calendar-feed', everyone, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(currentFeedLink(db, req.staff!.id, 'everyone'));
  });

  router.post('/calendar-feed', everyone, records(db, 'calendar-feed-reset', { type: 'calendar-feed' }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(newFeedLink(db, req.staff!.id, 'everyone', siteUrl));
  });

  // Your own feed: the visits you are the designer of (every signed-in person).
  const own = requirePermission('account:own');
  router.get('/account/calendar-feed', own, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(currentFeedLink(db, req.staff!.id, 'own'));
  });

  router.post('/account/calendar-feed', own, records(db, 'own-calendar-feed-reset', { type: 'person' }), (req, res) => {
    res.locals.activity = { subjectId: req.staff!.id } satisfies ActivityExtras;
    res.set('Cache-Control', 'no-store');
    res.json(newFeedLink(db, req.staff!.id, 'own', siteUrl));
  });

  return router;
}
