import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../ui/card';
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
          <>
            <h1 className="text-3xl leading-tight">Choose a new password</h1>
            {lookup.isError ? (
              <p role="alert" className="mt-3 text-red-800">
                The link could not be checked. Please reload the page.
              </p>
            ) : (
              <p role="status" className="mt-3 text-ink-soft">
                Checking your reset link…
              </p>
            )}
          </>
        )}
      </Card>
    </AdminPageShell>
  );
}
