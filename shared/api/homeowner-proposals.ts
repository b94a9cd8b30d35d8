import * as z from 'zod/mini';
import { literalValue } from './lean-schemas';
import { homeownerProposalSchema } from '../proposals/proposal-answers';
import { acceptProposalSchema, declineProposalSchema } from '../proposals/signing-schema';
import { okAnswer } from './ok-answer';
import { route } from './route';
import { formPostNote, tokenParams } from './secret-link-route';
import {
  proposalAcceptPath,
  proposalCancelPath,
  proposalContractPath,
  proposalDeclinePath,
  proposalViewedPath,
} from './proposal-paths';

/** What the page's script gets after an answer: what happened in words, and the proposal as it now stands. */
const answered = <N extends string>(notice: N) =>
  z.object({
    success: literalValue(true),
    notice: z.enum([notice]),
    message: z.string(),
    proposal: homeownerProposalSchema,
  });

/**
 * The homeowner's answers from their proposal page (/proposal/<token>); the page takes its paths
 * from proposal-paths.ts and these declarations' types only.
 */
export const homeownerProposalsApi = {
  viewed: route({
    method: 'POST',
    path: proposalViewedPath,
    summary: 'The page was seen (counted from the page itself only, never from a mail scanner)',
    access: 'secret-link',
    params: tokenParams,
    answer: okAnswer,
  }),
  accept: route({
    method: 'POST',
    path: proposalAcceptPath,
    summary: `Accept an option and sign the contract; ${formPostNote}`,
    access: 'secret-link',
    formPost: true,
    params: tokenParams,
    body: acceptProposalSchema,
    answer: answered('accepted'),
  }),
  decline: route({
    method: 'POST',
    path: proposalDeclinePath,
    summary: `"Not now", with an optional reason; ${formPostNote}`,
    access: 'secret-link',
    formPost: true,
    params: tokenParams,
    body: declineProposalSchema,
    answer: answered('declined'),
  }),
  cancel: route({
    method: 'POST',
    path: proposalCancelPath,
    summary: `Cancel the signed contract within three business days; ${formPostNote}`,
    access: 'secret-link',
    formPost: true,
    params: tokenParams,
    answer: answered('cancelled'),
  }),
  contract: route({
    method: 'GET',
    path: proposalContractPath,
    summary: 'The signed contract, once an option is accepted',
    access: 'secret-link',
    params: tokenParams,
    contentType: 'application/pdf',
  }),
};
