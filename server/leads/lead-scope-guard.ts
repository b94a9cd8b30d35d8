import { eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { leadScopeOf } from '../core/auth/staff-guard';
import { leads } from './schema';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';

/**
 * The guard of a route on one lead (`:id`), after `requirePermission`: someone who works only their
 * own leads gets 404 for anyone else's, the same answer as for a lead that does not exist.
 */
export function requireLeadInScope(db: Db): RequestHandler {
  return (req, res, next) => {
    const scope = leadScopeOf(req);
    if (scope === undefined) return next();
    const id = Number(req.params.id);
    const lead = Number.isSafeInteger(id)
      ? db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, id)).get()
      : undefined;
    if (lead?.assignedTo !== scope) return sendError(res, 404, apiMessages.leadNotFound);
    next();
  };
}
