import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { formatDollars } from '../../../../shared/money';
import { voidPaymentSchema } from '../../../../shared/payments/payment-inputs';
import { TextField } from '../../ui/text-field';
import { voidPayment } from '../api/payments';
import { DialogForm } from '../parts/dialog-form';
import { paymentDay, paymentInWords, type JobPayment } from './payment-words';
import { useLedgerForm } from './use-ledger-form';

type VoidFields = { reason: string };

/** "Void": a payment recorded by mistake, with the reason; it stays in the ledger, struck through. */
export function VoidPaymentForm({
  payment,
  leadId,
  onDone,
}: {
  payment: JobPayment;
  leadId: number;
  onDone: () => void;
}) {
  const id = useId();
  const { form, ...sending } = useLedgerForm<VoidFields>({
    leadId,
    resolver: zodResolver(voidPaymentSchema),
    defaultValues: { reason: '' },
    fields: ['reason'],
    send: ({ reason }) => voidPayment(leadId, payment.id, { reason }),
    saved: () => ({
      title: 'Payment voided',
      description: `The balance is back up by ${formatDollars(payment.amountCents)}`,
    }),
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm {...sending} submitLabel="Void payment" busyLabel="Voiding…" destructive onCancel={onDone}>
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
    </DialogForm>
  );
}
