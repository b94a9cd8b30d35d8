import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { dayOf } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import { refundPaidSchema } from '../../../../shared/payments/payment-inputs';
import { TextField } from '../../ui/text-field';
import { markRefundPaid } from '../api/payments';
import { DialogForm } from '../parts/dialog-form';
import type { JobRefund } from './payment-words';
import { useLedgerForm } from './use-ledger-form';

type PaidFields = { paidOn: string; note?: string };

/** "Mark refund paid": the office paid a refund back (a check mailed, cash handed over), on a Connecticut day. */
export function RefundPaidForm({ refund, leadId, onDone }: { refund: JobRefund; leadId: number; onDone: () => void }) {
  const id = useId();
  const today = dayOf(new Date());
  const { form, ...sending } = useLedgerForm<PaidFields>({
    leadId,
    resolver: zodResolver(refundPaidSchema),
    defaultValues: { paidOn: today, note: '' },
    fields: ['paidOn', 'note'],
    send: (values) => markRefundPaid(leadId, refund.id, { ...values, note: values.note || undefined }),
    saved: () => ({ title: 'Refund marked paid', description: `${formatDollars(refund.amountCents)} paid back` }),
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm {...sending} submitLabel="Mark refund paid" busyLabel="Saving…" onCancel={onDone}>
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
    </DialogForm>
  );
}
