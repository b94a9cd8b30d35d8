import { leadParamsSchema } from '../admin-schema';
import { staffProposalSchema } from '../proposals/proposal-answers';
import { proposalDraftSchema } from '../proposals/proposal-schema';
import { leadContractPath } from './proposal-paths';
import { route } from './route';

const proposalPath = '/api/contacts/:id/proposal';
const work = { permission: 'leads:work' } as const;

/**
 * A lead's proposal for staff: read it (a fresh draft before the first save), save the draft, send
 * it as a new version, withdraw what was sent, and download the signed contract. Each answers the
 * proposal as staff see it.
 */
export const proposalsApi = {
  read: route({
    method: 'GET',
    path: proposalPath,
    summary: "The lead's proposal: the draft, its options as priced, what was sent and how it was answered",
    access: work,
    params: leadParamsSchema,
    answer: staffProposalSchema,
  }),
  save: route({
    method: 'PUT',
    path: proposalPath,
    summary: 'Save the draft; the server prices it from the price book',
    access: work,
    params: leadParamsSchema,
    body: proposalDraftSchema,
    answer: staffProposalSchema,
  }),
  send: route({
    method: 'POST',
    path: `${proposalPath}/send`,
    summary: 'E-mail the saved draft to the homeowner as a new version, signed by the company',
    access: work,
    params: leadParamsSchema,
    answer: staffProposalSchema,
  }),
  withdraw: route({
    method: 'POST',
    path: `${proposalPath}/withdraw`,
    summary: 'Take the sent proposal back: its link stops working',
    access: work,
    params: leadParamsSchema,
    answer: staffProposalSchema,
  }),
  contract: route({
    method: 'GET',
    path: leadContractPath,
    summary: "The lead's signed contract (404 before the homeowner accepts)",
    access: { permission: 'leads:read' },
    params: leadParamsSchema,
    contentType: 'application/pdf',
  }),
};
