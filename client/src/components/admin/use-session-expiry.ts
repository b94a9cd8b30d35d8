import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminSession } from '../../../../shared/team';
import { isUnauthorized, sessionKey } from './admin-queries';

/**
 * A session that ended while the page was open (it expired, or the person was disabled): the
 * first read answered 401, in any tab, shows the sign-in form again.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && isUnauthorized(event.query.state.error)) {
          queryClient.setQueryData<AdminSession>(sessionKey, { authenticated: false });
        }
      }),
    [queryClient],
  );
}
