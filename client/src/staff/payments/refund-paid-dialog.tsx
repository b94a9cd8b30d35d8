import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { dayOf } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import { refundPaidSchema } from '../../../../shared/payments/payment-inputs';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { markRefundPaid } from '../api/payments';
import { DialogFormFoot } from '../parts/dialog-form-foot';
import { ModalDialog } from '../parts/modal-dialog';
import type { JobRefund } from './payment-words';
import { showRefusal, useLedgerChange } from './use-ledger-change';

type PaidFields = { paidOn: string; note?: string };
const formFields = ['paidOn', 'note'] as const;

/** "Mark refund paid": the office paid a refund back (a check mailed, cash handed over), on a Connecticut day. */
export function RefundPaidDialog({
  refund,
  leadId,
  onClose,
}: {
  /** The refund paid back; null while the dialog is closed. */
  refund: JobRefund | null;
  leadId: number;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={refund !== null} title="Mark refund paid" onClose={onClose}>
      {refund ? <RefundPaidForm refund={refund} leadId={leadId} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function RefundPaidForm({ refund, leadId, onDone }: { refund: JobRefund; leadId: number; onDone: () => void }) {
  const id = useId();
  const settle = useLedgerChange(leadId);
  const today = dayOf(new Date());
  const form = useForm<PaidFields>({
    resolver: zodResolver(refundPaidSchema),
    defaultValues: { paidOn: today, note: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (values: PaidFields) => {
    try {
      settle(await markRefundPaid(leadId, refund.id, { ...values, note: values.note || undefined }), {
        title: 'Refund marked paid',
        description: `${formatDollars(refund.amountCents)} paid back`,
      });
      onDone();
    } catch (err) {
      showRefusal(form, formFields, err);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-3 grid gap-4">
      <p className="text-ink-soft">
        A refund of {formatDollars(refund.amountCents)}, due by {refund.dueByText}.
      </p>
      <TextField
        id={`${id}-day`}
        label="Day paid back"
        type="date"
        max={today}
        error={errors.paidOn?.message}
        {...register('paidOn')}
      />
      <TextField
        id={`${id}-note`}
        label="Note (optional)"
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. Check 3001 mailed"
        aria-required={undefined}
        error={errors.note?.message}
        {...register('note')}
      />
      <FormAlert message={errors.root?.server?.message} />
      <DialogFormFoot submitLabel="Mark refund paid" busyLabel="Saving…" busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
