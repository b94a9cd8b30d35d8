import type { Request, RequestHandler } from 'express';
import type { ActivityAction } from '../../../shared/activity';
import { activityLog } from './schema';
import type { Db, Tx } from '../db/types';

export interface ActivityFacts {
  action: ActivityAction;
  /** Who did it; defaults to the signed-in person of `req`. */
  actorId?: number | null;
  subjectType?: string | null;
  subjectId?: number | null;
  leadId?: number | null;
  detail?: string | null;
}

/** Where a line comes from: the request (its address, who is signed in), or null for a background job. */
type Source = Pick<Request, 'ip' | 'staff'> | null;

/** Appends one line to the activity record: who, what, to what, when (UTC) and from where. */
export function recordActivity(db: Db | Tx, req: Source, facts: ActivityFacts, now = new Date()): void {
  db.insert(activityLog)
    .values({
      at: now.toISOString(),
      actorId: facts.actorId === undefined ? (req?.staff?.id ?? null) : facts.actorId,
      action: facts.action,
      subjectType: facts.subjectType ?? null,
      subjectId: facts.subjectId ?? null,
      leadId: facts.leadId ?? null,
      detail: facts.detail ?? null,
      ip: req?.ip ?? null,
    })
    .run();
}

/** What a route's handler may add to its line of the record (`res.locals.activity`). */
export type ActivityExtras = Partial<Pick<ActivityFacts, 'detail' | 'subjectId' | 'leadId'>> & { skip?: boolean };

/**
 * A staff route's line in the activity record, declared beside its permission: written once the
 * route has answered with success. The subject is the route's `:id` unless the handler says
 * otherwise; a `:id` of a lead route is also the lead the line goes with (deleted with it).
 */
export function records(
  db: Db,
  action: ActivityAction,
  subject: { type: string; lead?: boolean },
): RequestHandler & { action: ActivityAction } {
  const middleware: RequestHandler = (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode >= 400) return;
      const extras = (res.locals.activity ?? {}) as ActivityExtras;
      if (extras.skip) return;
      const subjectId = extras.subjectId ?? (Number(req.params.id) || null);
      // A deleted lead takes its history with it; its deletion is recorded without the link.
      const leadId = action === 'lead-deleted' ? null : (extras.leadId ?? (subject.lead ? subjectId : null));
      try {
        recordActivity(db, req, { action, subjectType: subject.type, subjectId, leadId, detail: extras.detail });
      } catch (err) {
        // The change itself is saved and answered; a failed line must not take the server down.
        req.log?.error({ err, action }, 'could not write the activity record');
      }
    });
    next();
  };
  return Object.assign(middleware, { action });
}

/** The line of a route that changes the lead of its `:id`: kept with that lead, and deleted with it. */
export const recordsOnLead = (db: Db, action: ActivityAction) => records(db, action, { type: 'lead', lead: true });
