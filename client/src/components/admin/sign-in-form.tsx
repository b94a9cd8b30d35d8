import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '../../lib/api-request';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { sessionKey, type AdminSession } from './admin-queries';
import { AdminPageShell } from './admin-page-shell';

function signInError(err: unknown): string {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 401) return 'That password is not correct. Please try again.';
  if (status === 429) return 'Too many sign-in attempts. Please wait a few minutes and try again.';
  return 'Sign-in is not available right now. Please try again in a moment.';
}

export function SignInForm() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const errorId = useId();
  const signIn = useMutation({
    mutationFn: (pw: string) => apiRequest('POST', '/api/admin/login', { password: pw }),
    onSuccess: () => {
      setPassword('');
      // Answers cached while signed out (e.g. approved-only testimonials) must not stand in for the staff view.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData<AdminSession>(sessionKey, { authenticated: true });
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password) signIn.mutate(password);
  }

  return (
    <AdminPageShell>
      <Card className="mx-auto mt-4 max-w-md">
        <div className="flex items-center gap-3">
          <LockKeyhole aria-hidden="true" className="size-6 text-harbor-700" />
          <h1 className="text-3xl leading-tight">Staff sign-in</h1>
        </div>
        <p className="mt-3 text-ink-soft">Sign in to moderate testimonials and follow up on consultation requests.</p>
        <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-2">
            <label htmlFor={passwordId} className="font-semibold">
              Password
            </label>
            <input
              id={passwordId}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={signIn.isError || undefined}
              aria-describedby={signIn.isError ? errorId : undefined}
              className="min-h-11 rounded-md border border-ink-muted bg-white px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500"
            />
          </div>
          {signIn.isError ? (
            <p id={errorId} role="alert" className="font-medium text-red-800">
              {signInError(signIn.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={signIn.isPending || password === ''}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Card>
    </AdminPageShell>
  );
}
