import { invitationLifetimeDays } from '../../../../shared/team';
import { ButtonLink } from '../../ui/button';

/**
 * A link that cannot be used, whatever the reason (used, replaced, withdrawn, expired, never
 * existed): the server gives one answer that names nobody, so this page says the same to everyone.
 */
export function DeadInvitation() {
  return (
    <>
      <h1 className="text-3xl leading-tight">This invitation link no longer works</h1>
      <p className="mt-3 text-ink-soft">
        Invitation links work once, for {invitationLifetimeDays} days, and only the newest one sent to you. Ask the
        person who invited you to send you a new one.
      </p>
      <ButtonLink href="/admin" variant="secondary" className="mt-6">
        Go to staff sign-in
      </ButtonLink>
    </>
  );
}
