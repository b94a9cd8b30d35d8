import { Router, type Request, type Response } from 'express';
import * as zm from 'zod/mini';
import { homeownerProposalsApi as api } from '../../shared/api/homeowner-proposals';
import { business } from '../../shared/business';
import { proposalPagePath } from '../../shared/paths';
import { acceptRefusals, type HomeownerProposal } from '../../shared/proposals/proposal';
import {
  deadProposalLinkMessage,
  noSignedContractMessage,
  proposalNotices,
  replacedProposalLink,
  viewFromPageOnlyMessage,
  type ProposalNotice,
} from '../../shared/proposals/proposal-notices';
import type { Db } from '../core/db/types';
import { isFormPost, readFormFields } from '../core/http/form-post';
import { sendError } from '../core/http/http-errors';
import { perIpRateLimit } from '../core/http/rate-limit';
import { serve } from '../core/http/serve';
import { acceptProposal } from './accept-proposal';
import type { AnswerContext } from './answer-context';
import { cancelContract, cancelWindowEndedMessage, nothingToCancelMessage } from './cancel-contract';
import { declineProposal } from './decline-proposal';
import { countView } from './proposal-views';
import { isReplacedLink, openProposal } from './proposal-link';
import { sendSignedContract } from './signed-contract-download';

export interface ProposalRouteOptions {
  /** SITE_URL, for the link in the homeowner's e-mails. */
  siteUrl: string;
  /** Answers per IP per 15 minutes (BOOKING_RATE_LIMIT, as the booking links'); 0 = no limit. */
  rateLimit: number;
  /** The office, told of each answer (LEAD_NOTIFY_TO). */
  notifyTo: string;
  /** Stripe is set up: the page offers "Pay $X" once signed. */
  onlinePayment: boolean;
  /**
   * After a cancellation (of the lead `leadId`): Stripe's refunds go out (server/payments' refund
   * sender) and the job's install is cancelled (server/installs, which builds on proposals).
   */
  onContractCancelled?: (leadId: number) => void;
}

export const proposalRateLimitMessage =
  'Too many answers to proposals from this connection. Please wait a few minutes, or call us at ' +
  `${business.phone.display}.`;

const tokenOf = (req: Request) => String(req.params.token ?? '');

/** The page's own form post without JavaScript: answered with a 303 back to the page. */

/** The proposal page of a link, with what it should say. */
const pageOf = (token: string, notice?: ProposalNotice) =>
  `${proposalPagePath}/${encodeURIComponent(token)}${notice ? `?notice=${notice}` : ''}`;

/**
 * The view counter's rule: a POST the browser says comes from this site's own page. A request
 * that names no origin at all (a script, a scanner) is not the page either.
 */
function fromThePage(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/** A plain form post's refusal: the name's own sentence when it was not one line, else "check the form". */
const formNotice = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ProposalNotice =>
  error.issues.some((issue) => issue.path[0] === 'fullName' && issue.message === proposalNotices.name)
    ? 'name'
    : 'check';

type Answer =
  | { ok: true; notice: ProposalNotice; proposal: HomeownerProposal }
  | { ok: false; status: number; notice: ProposalNotice | null; error: string };

/** One answer, as JSON for the page's script or as a 303 back to the page for a plain form post. */
function reply(req: Request, res: Response, answer: Answer) {
  const token = tokenOf(req);
  if (isFormPost(req)) return res.redirect(303, pageOf(token, answer.notice ?? undefined));
  if (answer.ok)
    return res.json({
      success: true,
      notice: answer.notice,
      message: proposalNotices[answer.notice],
      proposal: answer.proposal,
    });
  sendError(res, answer.status, answer.error);
}

/**
 * A link that opens nothing: an older link of a proposal sent again says so (410); any other
 * (unknown, expired, withdrawn) gets the one answer that names nobody.
 */
const deadAnswer = (db: Db, token: string): Answer & { ok: false } =>
  isReplacedLink(db, token)
    ? { ok: false, status: 410, notice: null, error: replacedProposalLink.message }
    : { ok: false, status: 404, notice: null, error: deadProposalLinkMessage };
const refused = (reason: keyof typeof acceptRefusals): Answer => ({
  ok: false,
  status: 409,
  notice: reason,
  error: acceptRefusals[reason],
});

/** The form's fields; a plain form post the schema refuses goes back to the page with the notice for its error. */
const readFields = (schema: zm.core.$ZodType, noticeOf: (error: zm.core.$ZodError) => ProposalNotice) =>
  readFormFields(schema, (req, res, error) =>
    reply(req, res, { ok: false, status: 400, notice: noticeOf(error), error: '' }),
  );

/**
 * /api/proposals/:token: the homeowner's answers from their proposal page (/proposal/<token>):
 * the page seen, accept and sign, "Not now", cancel within three business days, and the signed
 * contract's PDF. The answers take JSON from the page's script or a plain form post without
 * JavaScript (a 303 back to the page, which says what happened). Opening the page changes nothing.
 */
export function proposalRouter(
  db: Db,
  { siteUrl, rateLimit, notifyTo, onlinePayment, onContractCancelled }: ProposalRouteOptions,
): Router {
  const router = Router();
  const limit = perIpRateLimit({ limit: rateLimit, message: proposalRateLimitMessage });
  const views = perIpRateLimit({ limit: rateLimit, quiet: true });
  // Each download renders the PDF again: a budget of its own, so downloads never use up the answers'.
  const downloads = perIpRateLimit({ limit: rateLimit, message: proposalRateLimitMessage });
  const contextOf = (req: Request): AnswerContext => ({ req, now: new Date(), siteUrl, notifyTo, onlinePayment });

  serve(router, api.viewed, views, (req, res) => {
    if (!fromThePage(req)) return sendError(res, 403, viewFromPageOnlyMessage);
    if (!countView(db, tokenOf(req), new Date())) {
      const { status, error } = deadAnswer(db, tokenOf(req));
      return sendError(res, status, error);
    }
    res.json({ success: true });
  });

  serve(router, api.accept, limit, readFields(api.accept.body, formNotice), async (req, res, { body }) => {
    const outcome = await acceptProposal(db, tokenOf(req), body, contextOf(req));
    switch (outcome.kind) {
      case 'accepted':
        return reply(req, res, { ok: true, notice: 'accepted', proposal: outcome.proposal });
      case 'refused':
        return reply(req, res, refused(outcome.reason));
      case 'no-option':
        return reply(req, res, { ok: false, status: 400, notice: 'check', error: 'Choose the option you accept' });
      case 'bad-total':
        return reply(req, res, { ok: false, status: 409, notice: 'total', error: outcome.message });
      case 'not-found':
        return reply(req, res, deadAnswer(db, tokenOf(req)));
    }
  });

  serve(
    router,
    api.decline,
    limit,
    readFields(api.decline.body, () => 'check'),
    (req, res, { body }) => {
      const outcome = declineProposal(db, tokenOf(req), body.reason, contextOf(req));
      if (outcome.kind === 'declined')
        return reply(req, res, { ok: true, notice: 'declined', proposal: outcome.proposal });
      reply(req, res, outcome.kind === 'refused' ? refused(outcome.reason) : deadAnswer(db, tokenOf(req)));
    },
  );

  serve(router, api.cancel, limit, (req, res) => {
    const outcome = cancelContract(db, tokenOf(req), contextOf(req));
    switch (outcome.kind) {
      case 'cancelled':
        onContractCancelled?.(outcome.leadId);
        return reply(req, res, { ok: true, notice: 'cancelled', proposal: outcome.proposal });
      case 'late':
        return reply(req, res, {
          ok: false,
          status: 409,
          notice: 'late',
          error: cancelWindowEndedMessage(outcome.cancelByText),
        });
      case 'nothing-signed':
        return reply(req, res, { ok: false, status: 409, notice: null, error: nothingToCancelMessage });
      case 'not-found':
        return reply(req, res, deadAnswer(db, tokenOf(req)));
    }
  });

  serve(router, api.contract, downloads, async (req, res) => {
    const opened = openProposal(db, tokenOf(req));
    if (!opened) {
      const { status, error } = deadAnswer(db, tokenOf(req));
      return sendError(res, status, error);
    }
    if (!opened.acceptance) return sendError(res, 404, noSignedContractMessage);
    await sendSignedContract(db, res, opened);
  });

  return router;
}
