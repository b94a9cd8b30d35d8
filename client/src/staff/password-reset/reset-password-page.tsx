import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { resetLinkQuery } from '../api/password-reset';
import { EmailedLinkPage } from '../parts/emailed-link-page';
import { ChooseNewPassword } from './choose-new-password';
import { DeadResetLink } from './dead-reset-link';

/** /admin?reset=…: the link from the "Forgot password?" e-mail, where a staff member chooses a new password. */
export function ResetPasswordPage({ token }: { token: string }) {
  const [gone, setGone] = useState(false);
  const lookup = useQuery(resetLinkQuery(token));
  return (
    <EmailedLinkPage
      lookup={lookup}
      live={
        lookup.data?.state === 'valid' && !gone ? (
          <ChooseNewPassword token={token} email={lookup.data.email} onGone={() => setGone(true)} />
        ) : null
      }
      dead={<DeadResetLink />}
      title="Choose a new password"
      checking="Checking your reset link…"
      failed="The link could not be checked. Please reload the page."
    />
  );
}
