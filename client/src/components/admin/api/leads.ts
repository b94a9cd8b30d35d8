import type { LeadsResponse, PersonalData } from '../../../../../shared/admin-schema';
import { contactsByEmailPath, contactsPath } from '../../../../../shared/staff-api-paths';
import { getJson, sendJson } from '../../../lib/api-request';

type Submission = LeadsResponse['submissions'][number];

/** GET /api/contacts's answer: the spec's `submissions` array, and whatever this server adds. */
export type LeadsAnswer = { submissions: (Partial<Submission> & Pick<Submission, 'id'>)[] } & Partial<
  Omit<LeadsResponse, 'submissions'>
>;

export const leadsKey = [contactsPath] as const;

export const leadsPageSize = 25;

export type LeadsView = { q: string; page: number; source: string; stage: string };

/** What the Contact Submissions tab shows first; the dashboard reads its figures from the same answer. */
export const firstLeadsView: LeadsView = { q: '', page: 1, source: '', stage: '' };

/** One page of leads: GET /api/contacts with the view as query parameters, under the [contactsPath, view] key. */
export function leadsQuery(view: LeadsView) {
  const params = new URLSearchParams({ page: String(view.page), pageSize: String(leadsPageSize) });
  if (view.q) params.set('q', view.q);
  if (view.source) params.set('source', view.source);
  if (view.stage) params.set('stage', view.stage);
  return {
    queryKey: [...leadsKey, view] as const,
    queryFn: async () => toLeadsPage(await getJson<LeadsAnswer>(`${contactsPath}?${params}`)),
  };
}

/** Under the leads key, so changing or deleting a lead refreshes a lookup too. */
export const personalDataKey = (email: string) => [...leadsKey, 'by-email', email] as const;

/**
 * Everything stored for one e-mail address (a homeowner's access or deletion request). The address
 * goes in a POST body: a query string would carry it into proxy and server access logs.
 */
export const fetchPersonalData = (email: string) => sendJson<PersonalData>('POST', contactsByEmailPath, { email });

/**
 * GET /api/contacts as the inbox reads it. The spec's answer is a `submissions` array alone; this
 * server adds paging, the new-lead count, sources, pipelines and the team. Whatever is missing is
 * worked out from the array (or left empty), so a server that answers in the spec's shape still
 * gets a working dashboard.
 */
export function toLeadsPage(answer: LeadsAnswer): LeadsResponse {
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
    landingPath: null,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    formPath: null,
    ...s,
    rooms: s.rooms ?? [],
    emails: s.emails ?? [],
    spacePhotos: s.spacePhotos ?? [],
    plan: s.plan ?? null,
    signedContract: s.signedContract ?? false,
    contractLocked: s.contractLocked ?? false,
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
