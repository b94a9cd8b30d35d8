import type { LeadsResponse } from '../../../../shared/admin-schema';
import { leadsApi } from '../../../../shared/api/leads';
import { pathTo, type AnswerOf, type BodyOf, type QueryOf } from '../../../../shared/api/route';
import { leadContractPath } from '../../../../shared/api/proposal-paths';
import { noLeadSource } from '../../../../shared/lead-source-label';
import { apiQuery, callApi, urlOf } from '../../lib/call-api';

type Submission = LeadsResponse['submissions'][number];

/** GET /api/contacts's answer as the contract promises it: the spec's `submissions` array, and whatever this server adds. */
export type LeadsAnswer = AnswerOf<typeof leadsApi.list>;

export const leadsKey = [leadsApi.list.path] as const;

const leadsPageSize = 25;

export type LeadsView = { q: string; page: number; source: string; stage: string };

/** What the Contact Submissions tab shows first; the dashboard reads its figures from the same answer. */
export const firstLeadsView: LeadsView = { q: '', page: 1, source: '', stage: '' };

type LeadsQuery = QueryOf<typeof leadsApi.list>;

/** The view's filters as the list and the export take them; an empty one is left out. */
const filtersOf = ({ q, source, stage }: Omit<LeadsView, 'page'>) => ({
  q: q || undefined,
  source: source || undefined,
  // The stage filter offers the stages alone; the server refuses anything else.
  stage: (stage || undefined) as LeadsQuery['stage'],
});

/** One page of leads: GET /api/contacts with the view as query parameters, under the [path, query] key. */
export function leadsQuery(view: LeadsView) {
  const query = { page: String(view.page), pageSize: String(leadsPageSize), ...filtersOf(view) };
  const { queryKey, queryFn } = apiQuery(leadsApi.list, { query });
  return { queryKey, queryFn: async () => toLeadsPage(await queryFn()) };
}

/** GET /api/contacts.csv's address for the view's filters (a download link, not a fetch). */
export const leadsCsvHref = (view: Omit<LeadsView, 'page'>) => urlOf(leadsApi.exportCsv, { query: filtersOf(view) });

/** The lead's signed contract, once the homeowner accepted (a download link, not a fetch). */
export const leadContractHref = (leadId: number) => pathTo({ path: leadContractPath }, { id: leadId });

/** Under the leads key, so changing or deleting a lead refreshes a lookup too. */
export const personalDataKey = (email: string) => [...leadsKey, 'by-email', email] as const;

/**
 * Everything stored for one e-mail address (a homeowner's access or deletion request). The address
 * goes in a POST body: a query string would carry it into proxy and server access logs.
 */
export const fetchPersonalData = (email: string) => callApi(leadsApi.byEmail, { body: { email } });

/** DELETE /api/contacts/:id. */
export const deleteLead = (leadId: number) => callApi(leadsApi.remove, { params: { id: leadId } });

/** PUT /api/contacts/:id/assignment: the person who has the lead, or null for nobody. */
export const assignLead = (leadId: number, assignedTo: number | null) =>
  callApi(leadsApi.assign, { params: { id: leadId }, body: { assignedTo } });

/** POST /api/contacts/:id/review-request: the town staff confirmed; `resend` on purpose only. */
export const sendReviewRequest = (leadId: number, body: BodyOf<typeof leadsApi.requestReview>) =>
  callApi(leadsApi.requestReview, { params: { id: leadId }, body });

/**
 * GET /api/contacts as the inbox reads it. The spec's answer is a `submissions` array alone; this
 * server adds paging, the new-lead count, sources, pipelines and the team. Whatever is missing is
 * worked out from the array (or left empty), so a server that answers in the spec's shape still
 * gets a working dashboard.
 */
function toLeadsPage(answer: LeadsAnswer): LeadsResponse {
  const submissions = answer.submissions.map((s): Submission => ({
    name: '',
    email: '',
    phone: '',
    zip: '',
    message: '',
    status: 'new',
    receivedAt: '',
    reviewRequestedAt: null,
    assignedTo: null,
    ...noLeadSource,
    ...s,
    rooms: s.rooms ?? [],
    emails: s.emails ?? [],
    spacePhotos: s.spacePhotos ?? [],
    plan: s.plan ?? null,
    signedContract: s.signedContract ?? false,
    contractLocked: s.contractLocked ?? false,
    money: s.money ?? null,
  }));
  return {
    submissions,
    total: answer.total ?? submissions.length,
    page: answer.page ?? 1,
    pageSize: answer.pageSize ?? Math.max(submissions.length, 1),
    newLeads: answer.newLeads ?? submissions.filter((s) => s.status === 'new').length,
    sources: answer.sources ?? [],
    pipeline: answer.pipeline ?? {},
    mailConfigured: answer.mailConfigured ?? true,
    assignees: answer.assignees ?? [],
  };
}
