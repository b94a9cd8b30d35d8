import { Router } from 'express';
import { proposalsApi } from '../../shared/api/proposals';
import { requireLeadInScope } from '../leads';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { proposalOfLead } from './proposal-link';
import { sendSignedContract } from './signed-contract-download';

const noContractYetMessage = 'This lead has no signed contract yet';

/**
 * GET /api/contacts/:id/proposal/contract.pdf: the lead's signed contract for staff who may see the
 * lead (the same guard as the lead's other routes); 404 before the homeowner accepts.
 */
export function leadContractRouter(db: Db): Router {
  const router = Router();
  serve(router, proposalsApi.contract, requireLeadInScope(db), async (_req, res, { params }) => {
    const opened = proposalOfLead(db, params.id);
    if (!opened?.acceptance) return sendError(res, 404, noContractYetMessage);
    await sendSignedContract(db, res, opened);
  });
  return router;
}
