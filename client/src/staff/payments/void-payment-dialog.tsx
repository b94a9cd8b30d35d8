import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formatDollars } from '../../../../shared/money';
import { voidPaymentSchema } from '../../../../shared/payments/payment-inputs';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { voidPayment } from '../api/payments';
import { DialogFormFoot } from '../parts/dialog-form-foot';
import { ModalDialog } from '../parts/modal-dialog';
import { paymentDay, paymentInWords, type JobPayment } from './payment-words';
import { showRefusal, useLedgerChange } from './use-ledger-change';

type VoidFields = { reason: string };
const formFields = ['reason'] as const;

/** "Void": a payment recorded by mistake, with the reason; it stays in the ledger, struck through. */
export function VoidPaymentDialog({
  payment,
  leadId,
  onClose,
}: {
  /** The payment to void; null while the dialog is closed. */
  payment: JobPayment | null;
  leadId: number;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={payment !== null} title="Void this payment?" onClose={onClose}>
      {payment ? <VoidPaymentForm payment={payment} leadId={leadId} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function VoidPaymentForm({ payment, leadId, onDone }: { payment: JobPayment; leadId: number; onDone: () => void }) {
  const id = useId();
  const settle = useLedgerChange(leadId);
  const form = useForm<VoidFields>({ resolver: zodResolver(voidPaymentSchema), defaultValues: { reason: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async ({ reason }: VoidFields) => {
    try {
      settle(await voidPayment(leadId, payment.id, { reason }), {
        title: 'Payment voided',
        description: `The balance is back up by ${formatDollars(payment.amountCents)}`,
      });
      onDone();
    } catch (err) {
      showRefusal(form, formFields, err);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-3 grid gap-4">
      <p className="text-ink-soft">
        The {paymentInWords(payment)} received {paymentDay(payment)} stays in the ledger, struck through with your
        reason and name, and no longer counts: the balance goes back up by {formatDollars(payment.amountCents)}.
      </p>
      <TextField
        id={`${id}-reason`}
        label="Reason"
        autoComplete="off"
        maxLength={300}
        placeholder="e.g. Entered on the wrong job"
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormAlert message={errors.root?.server?.message} />
      <DialogFormFoot
        submitLabel="Void payment"
        busyLabel="Voiding…"
        busy={isSubmitting}
        destructive
        onCancel={onDone}
      />
    </form>
  );
}
