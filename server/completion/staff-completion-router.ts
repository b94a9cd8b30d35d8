import { Router, type Response } from 'express';
import { completionApi } from '../../shared/api/completion';
import { formatDayKey } from '../../shared/business-time';
import { formatDollars } from '../../shared/money';
import { type ActivityExtras, recordsOnLead } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { closeJobIfDone } from './close-job';
import { addPunchItem, fixPunchItem, recordCompletion, setHoldBack, type Outcome } from './completion-store';
import { completionOf } from './completion-view';
import { recordCrewBalance } from './crew-balance';
import { requireHoldBackRight, requireJobWork } from './job-guards';
import { publishFinishedPhotos } from './publish-photos';

export interface CompletionRouteOptions {
  /** SITE_URL, for the review request's link when a job closes. */
  siteUrl: string;
  /** After photos were published: the gallery's pages are rendered again. */
  onPhotosPublished?: () => void;
  /** After a crew member recorded the balance: its receipt is mailed (server/payments). */
  onPaymentRecorded?: () => void;
}

/**
 * /api/contacts/:id/completion: a signed job's completion for staff (whoever may work it,
 * may-work-job.ts): read it, record it, add punch-list items and mark them fixed; the office's
 * hold-back; and the finished photos published once the job is closed. Each change answers the
 * completion as it now stands; a change that may close the job tries to.
 */
export function staffCompletionRouter(
  db: Db,
  { siteUrl, onPhotosPublished = () => {}, onPaymentRecorded = () => {} }: CompletionRouteOptions,
): Router {
  const router = Router();
  const work = requireJobWork(db);
  const answer = (res: Response, leadId: number, outcome: Outcome, status = 200) => {
    if (!outcome.ok) {
      return sendError(
        res,
        outcome.status,
        outcome.message,
        outcome.field ? { [outcome.field]: [outcome.message] } : undefined,
      );
    }
    closeJobIfDone(db, leadId, { siteUrl, now: new Date() });
    res.status(status).json(completionOf(db, leadId));
  };

  serve(router, completionApi.read, work, (_req, res, { params }) => {
    res.json(completionOf(db, params.id));
  });

  serve(router, completionApi.record, work, recordsOnLead(db, 'completion-recorded'), (req, res, { params }) => {
    answer(res, params.id, recordCompletion(db, params.id, { staffId: req.staff!.id, now: new Date() }), 201);
  });

  serve(router, completionApi.addItem, work, recordsOnLead(db, 'punch-item-added'), (req, res, { params, body }) => {
    res.locals.activity = { detail: `${body.what} (by ${formatDayKey(body.fixBy)})` } satisfies ActivityExtras;
    answer(res, params.id, addPunchItem(db, params.id, body, { staffId: req.staff!.id, now: new Date() }), 201);
  });

  serve(router, completionApi.fixItem, work, recordsOnLead(db, 'punch-item-fixed'), (req, res, { params }) => {
    res.locals.activity = { detail: `Item ${params.itemId}` } satisfies ActivityExtras;
    answer(res, params.id, fixPunchItem(db, params.id, params.itemId, { staffId: req.staff!.id, now: new Date() }));
  });

  serve(
    router,
    completionApi.holdBack,
    work,
    requireHoldBackRight,
    recordsOnLead(db, 'hold-back-set'),
    (req, res, { params, body }) => {
      res.locals.activity = { detail: formatDollars(body.amountCents) } satisfies ActivityExtras;
      answer(res, params.id, setHoldBack(db, params.id, body.amountCents, { staffId: req.staff!.id, now: new Date() }));
    },
  );

  serve(
    router,
    completionApi.recordBalance,
    work,
    recordsOnLead(db, 'payment-recorded'),
    (req, res, { params, body }) => {
      const outcome = recordCrewBalance(db, params.id, body, { staffId: req.staff!.id, now: new Date() });
      if (outcome.ok) {
        res.locals.activity = { detail: outcome.detail } satisfies ActivityExtras;
        onPaymentRecorded();
      }
      answer(res, params.id, outcome, 201);
    },
  );

  serve(
    router,
    completionApi.publishPhotos,
    recordsOnLead(db, 'completion-photos-published'),
    (_req, res, { params }) => {
      const outcome = publishFinishedPhotos(db, params.id);
      if (!outcome.ok) return sendError(res, outcome.status, outcome.message);
      res.locals.activity = { detail: `${outcome.published} photos` } satisfies ActivityExtras;
      onPhotosPublished();
      res.json({ published: outcome.published, completion: completionOf(db, params.id) });
    },
  );

  return router;
}
