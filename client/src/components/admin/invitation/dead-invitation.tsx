import { invitationLifetimeDays, type InvitationLookup } from '../../../../../shared/team';
import { ButtonLink } from '../../ui/button';

type DeadLookup = Exclude<InvitationLookup, { state: 'valid' }>;

const reasons: Record<DeadLookup['state'], string> = {
  used: 'It has already been used to set a password.',
  expired: `It has expired: invitation links work for ${invitationLifetimeDays} days.`,
  revoked: 'It was withdrawn.',
  unknown: 'It is not a valid invitation link.',
};

/** A link that was used, expired, withdrawn or never existed: why, and whom to ask for a new one. */
export function DeadInvitation({ lookup }: { lookup: DeadLookup }) {
  return (
    <>
      <h1 className="text-3xl leading-tight">This invitation link no longer works</h1>
      <p className="mt-3 text-ink-soft">{reasons[lookup.state]}</p>
      <p className="mt-3 text-ink-soft">
        Ask {lookup.askName} (
        <a href={`mailto:${lookup.askEmail}`} className="break-all text-harbor-700 underline">
          {lookup.askEmail}
        </a>
        ) to send you a new one.
      </p>
      <ButtonLink href="/admin" variant="secondary" className="mt-6">
        Go to staff sign-in
      </ButtonLink>
    </>
  );
}
