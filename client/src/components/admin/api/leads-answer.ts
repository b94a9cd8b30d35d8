import type { LeadsResponse } from '../../../../../shared/admin-schema';

type Submission = LeadsResponse['submissions'][number];

/**
 * GET /api/contacts as the inbox reads it. The spec's answer is a `submissions` array alone; this
 * server adds paging, the new-lead count, sources, pipelines and the team. Whatever is missing is
 * worked out from the array (or left empty), so a server that answers in the spec's shape still
 * gets a working dashboard.
 */
export function toLeadsPage(
  answer: { submissions: (Partial<Submission> & Pick<Submission, 'id'>)[] } & Partial<LeadsResponse>,
): LeadsResponse {
  const submissions = answer.submissions.map(
    (s) => ({ ...s, emails: s.emails ?? [], spacePhotos: s.spacePhotos ?? [], rooms: s.rooms ?? [] }) as Submission,
  );
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
