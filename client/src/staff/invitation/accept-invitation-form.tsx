import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { staffPages } from '../../../../shared/staff-pages';
import { staffRoleLabels, type InvitationLookup } from '../../../../shared/team';
import { ApiError } from '../../lib/api-request';
import { replaceSession } from '../api/session';
import { NewPasswordForm, type NewPassword } from '../sign-in/new-password-form';
import { acceptInvitation } from '../api/invitation';

/**
 * The valid invitation: choose a password, which signs the person in and opens Your account.
 * A link that stopped working meanwhile (410) is looked up again through `onGone`.
 */
export function AcceptInvitationForm({
  token,
  invitation,
  onGone,
}: {
  token: string;
  invitation: Extract<InvitationLookup, { state: 'valid' }>;
  onGone: () => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const save = async (values: NewPassword) => {
    try {
      replaceSession(queryClient, await acceptInvitation(token, values.password));
      // A first sign-in lands on Your account: two-factor sign-in and passkeys are set up there.
      navigate(staffPages.account.path, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) onGone();
      else throw err;
    }
  };

  return (
    <>
      <h1 className="text-3xl leading-tight">Join the team</h1>
      <p className="mt-3 text-ink-soft">
        {invitation.name}, you have been invited as {staffRoleLabels[invitation.role]} ({invitation.email}). Choose a
        password to finish.
      </p>
      <NewPasswordForm
        email={invitation.email}

        submitLabel="Set password"
        onSave={save}
      />
    </>
  );
}
