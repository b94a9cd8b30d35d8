import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FixedStaffPage, StaffPage } from '../../../../shared/staff-pages';
import { staffRoleLabels, type StaffUser } from '../../../../shared/team';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
import { replaceSession, signOut as sendSignOut } from '../api/session';
import { AdminPageShell } from './admin-page-shell';
import { useSessionExpiry } from './use-session-expiry';
import { StaffNav } from './staff-nav';

/** Every signed-in staff page: who is signed in, Sign out, the staff navigation, then the page. */
export function StaffLayout({
  user,
  links,
  current,
  children,
}: {
  user: StaffUser;
  links: readonly FixedStaffPage[];
  current: StaffPage;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: sendSignOut,
    // Drop every admin answer from memory before showing the sign-in form.
    onSuccess: () => replaceSession(queryClient, { authenticated: false }),
    onError: (err) => toast({ variant: 'destructive', title: 'Could not sign out', description: describeError(err) }),
  });

  useSessionExpiry();

  return (
    <AdminPageShell>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-ink-soft">
          Signed in as {user.name} · {staffRoleLabels[user.role]}
        </p>
        <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      </div>
      <StaffNav links={links} current={current} />
      <div className="mt-6 min-w-0 sm:mt-8">{children}</div>
    </AdminPageShell>
  );
}
