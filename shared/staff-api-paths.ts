import { segment as id } from './api-paths';

/**
 * Every API path the staff pages call, one named export each, beside the public ones in
 * api-paths.ts. The client's API modules build their requests from these; the routers under
 * server/ answer them (server/app.ts mounts them under /api).
 */

// Leads (the spec's GET /api/contacts) and their pipeline.
export const contactsPath = '/api/contacts';
export const contactsCsvPath = '/api/contacts.csv';
export const contactsByEmailPath = `${contactsPath}/by-email`;
export const contactPathOf = (leadId: number) => `${contactsPath}/${id(leadId)}`;
/** The lead's proposal: GET and PUT (the draft), POST …/send, GET …/contract.pdf once signed. */
export const leadProposalPath = (leadId: number) => `${contactPathOf(leadId)}/proposal`;
export const leadProposalSendPath = (leadId: number) => `${leadProposalPath(leadId)}/send`;
/** POST: staff take a sent proposal back; its link stops working. */
export const leadProposalWithdrawPath = (leadId: number) => `${leadProposalPath(leadId)}/withdraw`;
export const leadContractPath = (leadId: number) => `${leadProposalPath(leadId)}/contract.pdf`;
export const leadStagePath = (leadId: number) => `${contactPathOf(leadId)}/stage`;
export const leadAssignmentPath = (leadId: number) => `${contactPathOf(leadId)}/assignment`;
export const leadReviewRequestPath = (leadId: number) => `${contactPathOf(leadId)}/review-request`;
export const leadConsultationPath = (leadId: number) => `${contactPathOf(leadId)}/consultation`;
export const leadConsultationIcsPath = (leadId: number) => `${leadConsultationPath(leadId)}.ics`;

// Figures and the agenda.
export const leadAnalyticsPath = '/api/admin/lead-analytics';
export const pipelineAnalyticsPath = '/api/pipeline/analytics';
export const pipelineAgendaPath = '/api/pipeline/agenda';
