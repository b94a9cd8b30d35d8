import type { QueryClient } from '@tanstack/react-query';
import { sessionPath } from '../../../../../shared/staff-api-paths';
import type { AdminSession } from '../../../../../shared/team';
import { getJson } from '../../../lib/api-request';

/** Query keys of the data layer: a read is a GET to the key's segments joined with slashes. */
export const sessionKey = [sessionPath] as const;

/** GET /api/admin/session: signed in (who, and whether two-factor setup comes first) or not. */
export const sessionQuery = { queryKey: sessionKey, queryFn: () => getJson<AdminSession>(sessionPath) };

/**
 * Signed in or out: every admin answer cached before is dropped (e.g. approved-only testimonials
 * read while signed out, or another person's lists) and the session takes its place.
 */
export function replaceSession(queryClient: QueryClient, session: AdminSession) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData<AdminSession>(sessionKey, session);
}
