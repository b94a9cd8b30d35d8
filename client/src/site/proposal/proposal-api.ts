import type { HomeownerProposal } from '../../../../shared/proposals/proposal';
import type { paymentsApi } from '../../../../shared/api/payments';
import type { AnswerOf } from '../../../../shared/api/route';
import type { PaymentStage } from '../../../../shared/payments/payment-schedule';
import {
  proposalAcceptPath,
  proposalCancelPath,
  proposalDeclinePath,
  proposalPaymentsPath,
  proposalViewedPath,
} from '../../../../shared/api/proposal-paths';
import { ApiError, apiRequest, getJson, isNetworkFailure, parseJson } from '../../lib/api-request';

/** A proposal path with the link's token in it, as the contract's `pathTo` fills it in (kept out of this page). */
export const withToken = (path: `${string}:token${string}`, token: string) =>
  path.replace(':token', encodeURIComponent(token));

/**
 * What a form that answers the proposal (signing, "Not now", cancelling) takes: the link's token,
 * whether the page's script runs, and what to do with the proposal the answer brought back
 * (undefined: the page is loaded again).
 */
export interface ProposalAnswerProps {
  token: string;
  hydrated: boolean;
  onDone: (next: HomeownerProposal | undefined) => void;
}

/** What a signature, a "Not now" or a cancellation came to. */
type ProposalOutcome =
  | { kind: 'done'; proposal?: HomeownerProposal }
  | { kind: 'refused'; message: string; error: ApiError; proposal?: HomeownerProposal }
  | { kind: 'failed'; offline: boolean };

/** The page's data in an answer: the proposal itself, or under `proposal`. */
function proposalIn(body: unknown): HomeownerProposal | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const inner = 'proposal' in body ? (body as { proposal: unknown }).proposal : body;
  return inner && typeof inner === 'object' && 'options' in inner && 'version' in inner
    ? (inner as HomeownerProposal)
    : undefined;
}

async function send(url: string, body: unknown): Promise<ProposalOutcome> {
  try {
    const res = await apiRequest('POST', url, body);
    return { kind: 'done', proposal: proposalIn(parseJson(await res.text())) };
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'failed', offline: isNetworkFailure(err) };
    if (err.status >= 500 || !err.serverError) return { kind: 'failed', offline: false };
    return { kind: 'refused', message: err.serverError, error: err, proposal: proposalIn(err.body) };
  }
}

interface AcceptBody {
  version: number;
  option: number;
  fullName: string;
  agreeTerms: boolean;
  agreeElectronic: boolean;
  signature?: string;
}

export const acceptProposal = (token: string, body: AcceptBody) => send(withToken(proposalAcceptPath, token), body);
export const declineProposal = (token: string, reason: string) =>
  send(withToken(proposalDeclinePath, token), reason ? { reason } : {});
export const cancelContract = (token: string) => send(withToken(proposalCancelPath, token), {});

/** The page was seen: counted once per load, from the page itself (mail scanners do not run it). */
export function reportViewed(token: string): void {
  void fetch(withToken(proposalViewedPath, token), {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** What "Pay $X" came to: Stripe Checkout's page to open, or why not. */
type PaymentOutcome =
  { kind: 'checkout'; url: string } | { kind: 'refused'; message: string } | { kind: 'failed'; offline: boolean };

/** "Pay $X": a Checkout session for that payment of the schedule (the page then goes to its address). */
export async function startPayment(token: string, stage: PaymentStage): Promise<PaymentOutcome> {
  try {
    const res = await apiRequest('POST', withToken(proposalPaymentsPath, token), { stage });
    const { url } = (await res.json()) as AnswerOf<typeof paymentsApi.payOnline>;
    return { kind: 'checkout', url };
  } catch (err) {
    if (!(err instanceof ApiError) || !err.serverError) return { kind: 'failed', offline: isNetworkFailure(err) };
    return { kind: 'refused', message: err.serverError };
  }
}

/** The job's money as it stands (read again while a payment back from Checkout is being confirmed). */
export const readPayments = (token: string) =>
  getJson<AnswerOf<typeof paymentsApi.homeownerRead>>(withToken(proposalPaymentsPath, token));
