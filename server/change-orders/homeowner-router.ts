import { Router, type Request, type Response } from 'express';
import { homeownerChangeOrdersApi as api } from '../../shared/api/change-orders';
import { changeOrderNotices, changeOrderSignRefusals } from '../../shared/change-orders/change-order';
import { proposalPagePath } from '../../shared/paths';
import { deadProposalLinkMessage } from '../../shared/proposals/proposal-notices';
import type { Db } from '../core/db/types';
import { isFormPost, readFormFields } from '../core/http/form-post';
import { sendError } from '../core/http/http-errors';
import { perIpRateLimit } from '../core/http/rate-limit';
import { serve } from '../core/http/serve';
import { openProposal, proposalRateLimitMessage } from '../proposals';
import { sendChangeOrderPdf } from './change-order-download';
import { signChangeOrder } from './sign-change-order';

type Notice = keyof typeof changeOrderNotices;

const tokenOf = (req: Request) => String(req.params.token ?? '');
const pageOf = (token: string, notice: Notice) =>
  `${proposalPagePath}/${encodeURIComponent(token)}?notice=${notice}#change-orders-heading`;

/** A plain form post goes back to the page with its notice; the page's script gets JSON. */
function reply(req: Request, res: Response, notice: Notice, status: number, error?: string) {
  if (isFormPost(req)) return res.redirect(303, pageOf(tokenOf(req), notice));
  if (!error) return res.json({ success: true, message: changeOrderNotices[notice] });
  sendError(res, status, error);
}

/**
 * The homeowner's change orders from their proposal page (/proposal/<token>): sign the one sent
 * (JSON, or a plain form post answered with a 303 back to the page), and download a signed one.
 */
export function changeOrdersHomeownerRouter(
  db: Db,
  { rateLimit, notifyTo }: { rateLimit: number; notifyTo: string },
): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: rateLimit, message: proposalRateLimitMessage });
  const downloads = perIpRateLimit({ limit: rateLimit, message: proposalRateLimitMessage });

  // A plain form post the schema refuses goes back to the page.
  const readFields = readFormFields(api.sign.body, (req, res) => reply(req, res, 'change-order-check', 400, 'check'));

  serve(router, api.sign, limit, readFields, async (req, res, { body }) => {
    const outcome = await signChangeOrder(db, tokenOf(req), body, { req, now: new Date(), notifyTo });
    if (outcome.kind === 'signed') return reply(req, res, 'change-order-signed', 200);
    if (outcome.kind === 'stale') return reply(req, res, 'change-order-stale', 409, changeOrderSignRefusals.stale);
    if (isFormPost(req)) return res.redirect(303, `${proposalPagePath}/${encodeURIComponent(tokenOf(req))}`);
    sendError(res, 404, deadProposalLinkMessage);
  });

  serve(router, api.pdf, downloads, (req, res, { params }) => {
    const opened = openProposal(db, tokenOf(req));
    if (!opened) return sendError(res, 404, deadProposalLinkMessage);
    sendChangeOrderPdf(db, res, opened.proposal.leadId, Number(params.number));
  });

  return router;
}
