import { useId, useRef, useState } from 'react';
import type { Lead } from '../../../../shared/admin-schema';
import { formatDateTime } from '../../../../shared/business-time';
import { reviewerName } from '../../../../shared/review-link';
import { townForZip } from '../../../../shared/town-for-zip';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useOnOpen } from '../parts/use-on-open';

/**
 * Staff confirm the town the review link pre-fills (suggested from the lead's ZIP when it is one
 * of the city pages' ZIPs) before a review request is e-mailed. A second request says so.
 */
export function ReviewRequestDialog({
  lead,
  onSend,
  onCancel,
}: {
  lead: Lead | null;
  onSend: (town: string) => void;
  onCancel: () => void;
}) {
  const townId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [town, setTown] = useState('');

  useOnOpen(lead?.id, () => {
    setTown(townForZip(lead?.zip ?? '') ?? '');
    input.current?.focus();
  });

  return (
    <ConfirmDialog
      open={lead !== null}
      title={lead?.reviewRequestedAt ? 'Send the review request again?' : 'Request a review'}
      confirmLabel="Send Review Request"
      confirmVariant="primary"
      onCancel={onCancel}
      onConfirm={() => {
        if (town.trim()) onSend(town.trim());
        else input.current?.focus();
      }}
    >
      {lead ? (
        <div className="grid gap-3">
          <p>
            {lead.name} ({lead.email}) receives a short e-mail with a link to the review form, filled in with “
            {reviewerName(lead.name)}” and the town below.
          </p>
          {lead.reviewRequestedAt ? (
            <p className="font-semibold text-red-800">
              A request was already sent on {formatDateTime(lead.reviewRequestedAt)}.
            </p>
          ) : null}
          <TextField
            ref={input}
            id={townId}
            label="Town"
            value={town}
            maxLength={60}
            onChange={(e) => setTown(e.target.value)}
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
