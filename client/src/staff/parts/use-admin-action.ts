import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';

interface AdminAction<Vars, Result> {
  run: (vars: Vars) => Promise<Result>;
  /** Queries to refetch once the change is saved. */
  refresh: readonly QueryKey[];
  /** The toast once saved. */
  done: (vars: Vars, result: Result) => { title: string; description?: string };
  /** The title of the destructive toast on failure; its text is the server's error. */
  failed: string;
}

/** A dashboard change: the request, then a toast either way and a refresh of the affected lists. */
export function useAdminAction<Vars, Result = unknown>({ run, refresh, done, failed }: AdminAction<Vars, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, vars) => {
      // Saved: say so now, not after the lists have reloaded (a slow list must not hold back the toast).
      toast(done(vars, result));
      // A list still loading was asked for before this change; React Query would hand its answer
      // back instead of fetching again, so it is cancelled first and fetched anew.
      await Promise.all(refresh.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (err) => toast({ variant: 'destructive', title: failed, description: describeError(err) }),
  });
}
