import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../ui/card';
import { CheckingLink } from '../parts/checking-link';
import { AdminPageShell } from '../shell/admin-page-shell';
import { ChooseNewPassword } from './choose-new-password';
import { DeadResetLink } from './dead-reset-link';
import { resetLinkQuery } from '../api/password-reset';

/** /admin?reset=…: the link from the "Forgot password?" e-mail, where a staff member chooses a new password. */
export function ResetPasswordPage({ token }: { token: string }) {
  const [gone, setGone] = useState(false);
  const lookup = useQuery(resetLinkQuery(token));

  return (
    <AdminPageShell>
      <Card className="mx-auto mt-4 max-w-md">
        {lookup.data?.state === 'valid' && !gone ? (
          <ChooseNewPassword token={token} email={lookup.data.email} onGone={() => setGone(true)} />
        ) : lookup.data || gone ? (
          <DeadResetLink />
        ) : (
          <CheckingLink
            title="Choose a new password"
            checking="Checking your reset link…"
            failed={lookup.isError ? 'The link could not be checked. Please reload the page.' : null}
          />
        )}
      </Card>
    </AdminPageShell>
  );
}
