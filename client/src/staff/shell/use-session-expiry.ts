import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminSession } from '../../../../shared/team';
import { isUnauthorized } from '../api/errors';
import { sessionKey } from '../api/session';

/**
 * A session that ended while the page was open (it expired, the person was disabled, or they
 * signed out everywhere from another device): the first read or action answered 401, in any tab,
 * shows the sign-in form again instead of a dashboard whose every button fails.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = (error: unknown) => {
      if (isUnauthorized(error)) queryClient.setQueryData<AdminSession>(sessionKey, { authenticated: false });
    };
    const stopReads = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') signedOut(event.query.state.error);
    });
    const stopActions = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') signedOut(event.mutation.state.error);
    });
    return () => {
      stopReads();
      stopActions();
    };
  }, [queryClient]);
}
