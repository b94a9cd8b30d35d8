import { Router } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { proposalsApi } from '../../shared/api/proposals';
import { noRegistrationMessage, withdrawRefusals } from '../../shared/proposals/proposal';
import { type ActivityExtras, recordsOnLead } from '../core/activity/activity-log';
import { staffCan } from '../core/auth/staff-guard';
import { requireLeadInScope } from '../leads';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { saveDraft } from './save-draft';
import { sendProposal } from './send-proposal';
import { readStaffProposal } from './staff-proposal';
import { withdrawProposal } from './withdraw-proposal';

const signedProposalMessages = {
  edit: 'An accepted proposal cannot be edited',
  send: 'An accepted proposal cannot be sent again',
} as const;
const noDraftMessage = 'Save the proposal before sending it';

/**
 * A lead's proposal for staff, under /api/contacts/:id/proposal: read (a fresh draft before the
 * first save), save the draft, send it as a new version, and withdraw what was sent. For whoever
 * may work the lead.
 */
export function proposalStaffRouter(db: Db, { siteUrl }: { siteUrl: string }): Router {
  const router = Router();
  const inScope = requireLeadInScope(db);

  serve(router, proposalsApi.read, inScope, (_req, res, { params }) => {
    const proposal = readStaffProposal(db, params.id);
    if (!proposal) return sendError(res, 404, apiMessages.leadNotFound);
    res.json(proposal);
  });

  serve(router, proposalsApi.save, inScope, recordsOnLead(db, 'proposal-saved'), (req, res, { params, body }) => {
    const outcome = saveDraft(db, params.id, body, req.staff!.id);
    if (outcome.kind === 'not-found') return sendError(res, 404, apiMessages.leadNotFound);
    if (outcome.kind === 'signed') return sendError(res, 409, signedProposalMessages.edit);
    if (outcome.kind === 'bad-total') return sendError(res, 400, outcome.message);
    res.json(readStaffProposal(db, params.id)!);
  });

  serve(router, proposalsApi.send, inScope, recordsOnLead(db, 'proposal-sent'), (req, res, { params }) => {
    const outcome = sendProposal(db, {
      leadId: params.id,
      senderId: req.staff!.id,
      siteUrl,
      mayDiscount: staffCan(req, 'price-book:manage'),
    });
    switch (outcome.kind) {
      case 'not-found':
        return sendError(res, 404, apiMessages.leadNotFound);
      case 'no-registration':
        return sendError(res, 403, noRegistrationMessage);
      case 'signed':
        return sendError(res, 409, signedProposalMessages.send);
      case 'no-draft':
        return sendError(res, 409, noDraftMessage);
      case 'bad-total':
        return sendError(res, 409, outcome.message);
      case 'over-discount':
        return sendError(res, 403, outcome.message);
      case 'invalid':
        return sendError(res, 400, outcome.message);
    }
    res.locals.activity = { detail: `Version ${outcome.version}` } satisfies ActivityExtras;
    res.json(readStaffProposal(db, params.id)!);
  });

  serve(router, proposalsApi.withdraw, inScope, recordsOnLead(db, 'proposal-withdrawn'), (_req, res, { params }) => {
    const outcome = withdrawProposal(db, params.id);
    switch (outcome.kind) {
      case 'not-found':
        return sendError(res, 404, apiMessages.leadNotFound);
      case 'refused':
        return sendError(res, 409, withdrawRefusals[outcome.reason]);
      case 'already-withdrawn':
        res.locals.activity = { skip: true } satisfies ActivityExtras;
        break;
      case 'withdrawn':
        res.locals.activity = { detail: `Version ${outcome.version}` } satisfies ActivityExtras;
    }
    res.json(readStaffProposal(db, params.id)!);
  });

  return router;
}
