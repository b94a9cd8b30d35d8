import { useState } from 'react';
import type { InvitationSent } from '../../../../shared/team-schema';
import { InvitationLink } from './invitation-link';
import { InviteForm } from './invite-form';
import { ModalDialog } from '../parts/modal-dialog';

/** "Invite someone": the form, then the link it made (to copy when no mail server sends it). */
export function InviteDialog({
  open,
  mailConfigured,
  onClose,
}: {
  open: boolean;
  mailConfigured: boolean;
  onClose: () => void;
}) {
  const [sent, setSent] = useState<InvitationSent | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  return (
    <ModalDialog open={open} title="Invite someone" onClose={close}>
      <div className="mt-4">
        {sent ? (
          <InvitationLink sent={sent} mailConfigured={mailConfigured} onDone={close} />
        ) : (
          <InviteForm onSent={setSent} onCancel={close} />
        )}
      </div>
    </ModalDialog>
  );
}
