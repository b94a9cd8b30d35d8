import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { reviewRequestBodySchema, type Lead } from '../../../../shared/admin-schema';
import { formatDateTime } from '../../../../shared/business-time';
import { reviewerName } from '../../../../shared/review-link';
import { townForZip } from '../../../../shared/town-for-zip';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { TextField } from '../../ui/text-field';
import { FormDialog } from '../parts/form-dialog';

type TownFields = { town: string };
type ReviewRequest = z.output<typeof reviewRequestBodySchema>;

/**
 * Staff confirm the town the review link pre-fills (suggested from the lead's ZIP when it is one
 * of the city pages' ZIPs) before a review request is e-mailed. A second request says so. Mounted
 * only while open; it closes once the request is saved, and a refusal of the town shows under it.
 */
export function ReviewRequestDialog({
  lead,
  onSend,
  onClose,
}: {
  lead: Lead;
  /** Sends the request; the dialog closes once it is saved. */
  onSend: (town: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const townId = useId();
  const form = useForm<TownFields, unknown, ReviewRequest>({
    resolver: zodResolver(reviewRequestBodySchema),
    defaultValues: { town: townForZip(lead.zip ?? '') ?? '' },
  });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // The town is what staff check: it takes focus once ModalDialog's effect (a child's, so run
  // before this one) has shown the dialog (setFocus focuses on the next task).
  useEffect(() => setFocus('town'), [setFocus]);

  const onValid = async ({ town }: ReviewRequest) => {
    try {
      await onSend(town);
      onClose();
    } catch (err) {
      showServerFieldErrors(form, ['town'], err);
    }
  };

  return (
    <FormDialog
      open
      title={lead.reviewRequestedAt ? 'Send the review request again?' : 'Request a review'}
      submitLabel="Send Review Request"
      busyLabel="Sending…"
      busy={isSubmitting}
      onCancel={onClose}
      onSubmit={handleSubmit(onValid)}
    >
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
        <TextField id={townId} label="Town" maxLength={60} error={errors.town?.message} {...register('town')} />
      </div>
    </FormDialog>
  );
}
