import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { installsApi } from '../../shared/api/installs';
import { dayOf } from '../../shared/business-time';
import type { JobInstall } from '../../shared/installs/install-schema';
import { installMessages } from '../../shared/installs/install-words';
import { recordsOnLead } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { signedJobOf } from '../proposals';
import { crewDay } from './crew-day';
import { bookInstall, cancelInstall, installersOf, installOf, pastCompletionWarning } from './install-store';
import { consultations } from '../leads';

/** Where the work is: the contract's address, else the in-home visit's. */
function workAddressOf(db: Db, leadId: number, named: string): string {
  if (named) return named;
  const visit = db
    .select({ address: consultations.address, mode: consultations.mode })
    .from(consultations)
    .where(eq(consultations.leadId, leadId))
    .get();
  return visit?.mode === 'in_home' ? visit.address : '';
}

/**
 * Installs: the office's booking of a signed job's install under /api/contacts/:id/install
 * (installs:schedule), and each crew member's own install days for My day (installs:own).
 */
export function installRouter(db: Db, { now = () => new Date() }: { now?: () => Date } = {}): Router {
  const router = Router();

  const view = (leadId: number, warning: string | null = null): JobInstall | undefined => {
    const job = signedJobOf(db, leadId);
    if (!job) return undefined;
    const install = installOf(db, leadId);
    const live = install && !install.cancelledAt ? install : null;
    return {
      install,
      installers: installersOf(db),
      completeOn: job.completeOn,
      workAddress: workAddressOf(db, leadId, job.workAddress),
      warning: warning ?? (live ? pastCompletionWarning(live.days, job.completeOn) : null),
    };
  };

  serve(router, installsApi.read, (_req, res, { params }) => {
    const answer = view(params.id);
    if (!answer) return sendError(res, 404, installMessages.notSigned);
    res.json(answer);
  });

  serve(router, installsApi.book, recordsOnLead(db, 'install-booked'), (req, res, { params, body }) => {
    const outcome = bookInstall(db, params.id, body, { staffId: req.staff!.id, now: now() });
    if (outcome.kind === 'refused') return sendError(res, outcome.status, outcome.message);
    res.json(view(params.id, outcome.warning)!);
  });

  serve(router, installsApi.cancel, recordsOnLead(db, 'install-cancelled'), (_req, res, { params }) => {
    const outcome = cancelInstall(db, params.id, now());
    if (outcome.kind === 'refused') return sendError(res, outcome.status, outcome.message);
    res.json({ success: true });
  });

  serve(router, installsApi.myDay, (req, res, { query }) => {
    res.set('Cache-Control', 'no-store');
    res.json(crewDay(db, req.staff!.id, query.day ?? dayOf(now())));
  });

  return router;
}
