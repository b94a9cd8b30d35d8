import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../ui/use-toast';
import { describeError } from './admin-queries';

interface AdminAction<Vars> {
  run: (vars: Vars) => Promise<unknown>;
  /** Queries to refetch once the change is saved. */
  refresh: readonly QueryKey[];
  /** The toast once saved. */
  done: (vars: Vars) => { title: string; description?: string };
  /** The title of the destructive toast on failure; its text is the server's error. */
  failed: string;
}

/** A dashboard change: the request, then a refresh of the affected lists and a toast either way. */
export function useAdminAction<Vars>({ run, refresh, done, failed }: AdminAction<Vars>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (_res, vars) => {
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast(done(vars));
    },
    onError: (err) => toast({ variant: 'destructive', title: failed, description: describeError(err) }),
  });
}
