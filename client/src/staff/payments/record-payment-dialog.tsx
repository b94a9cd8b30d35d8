import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { dayOf } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { recordPaymentSchema, type RecordPayment } from '../../../../shared/payments/payment-inputs';
import { paymentMethodLabels, recordedMethods } from '../../../../shared/payments/ledger-terms';
import { paymentStageLabels } from '../../../../shared/payments/payment-schedule';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { recordPayment } from '../api/payments';
import { DialogForm } from '../parts/dialog-form';
import { dollarsAsCents } from '../parts/dollars-as-cents';
import { ModalDialog } from '../parts/modal-dialog';
import { PaymentMethodFields, withCheckNumberOfACheck } from './payment-method-fields';
import { useLedgerForm } from './use-ledger-form';

/** "Record a payment": a check with its number, cash or a bank transfer, its amount, the Connecticut day and what it is for. */
export function RecordPaymentDialog({
  open,
  onClose,
  leadId,
  leadName,
  job,
}: {
  open: boolean;
  onClose: () => void;
  leadId: number;
  leadName: string;
  job: JobPayments;
}) {
  return (
    <ModalDialog open={open} title="Record a payment" onClose={onClose}>
      <RecordPaymentForm leadId={leadId} leadName={leadName} job={job} onDone={onClose} />
    </ModalDialog>
  );
}

function RecordPaymentForm({
  leadId,
  leadName,
  job,
  onDone,
}: {
  leadId: number;
  leadName: string;
  job: JobPayments;
  onDone: () => void;
}) {
  const id = useId();
  const today = dayOf(new Date());
  const next = job.schedule.find((stage) => stage.leftCents > 0) ?? job.schedule.at(-1);
  const { form, ...sending } = useLedgerForm<RecordPayment>({
    leadId,
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { method: 'check', checkNumber: '', receivedOn: today, stage: next?.stage },
    fields: ['method', 'amountCents', 'receivedOn', 'checkNumber', 'stage'],
    send: (values) => recordPayment(leadId, withCheckNumberOfACheck(values)),
    saved: (values) => ({
      title: 'Payment recorded',
      description: `${paymentMethodLabels[values.method]}, ${formatDollars(values.amountCents)} from ${leadName}`,
    }),
    onDone,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const amountHintId = `${id}-amount-hint`;

  return (
    <DialogForm {...sending} submitLabel="Record payment" busyLabel="Recording…" onCancel={onDone}>
      <p className="text-ink-soft">{leadName}</p>
      <PaymentMethodFields
        id={id}
        methods={recordedMethods}
        method={watch('method')}
        methodField={register('method')}
        checkNumberField={register('checkNumber')}
        errors={{ method: errors.method?.message, checkNumber: errors.checkNumber?.message }}
      />
      <div>
        <TextField
          id={`${id}-amount`}
          label="Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 3000"
          error={errors.amountCents?.message}
          aria-describedby={errors.amountCents ? `${amountHintId} ${id}-amount-error` : amountHintId}
          {...register('amountCents', dollarsAsCents)}
        />
        <p id={amountHintId} className="mt-1.5 text-sm text-ink-muted">
          Up to {formatDollars(job.totals.availableCents)}, what is left to pay.
        </p>
      </div>
      <TextField
        id={`${id}-day`}
        label="Day received"
        type="date"
        max={today}
        error={errors.receivedOn?.message}
        {...register('receivedOn')}
      />
      <SelectField
        id={`${id}-stage`}
        label="Payment of the schedule"
        error={errors.stage?.message}
        {...register('stage')}
      >
        {job.schedule.map((stage) => (
          <option key={stage.stage} value={stage.stage}>
            {paymentStageLabels[stage.stage]} ({formatDollars(stage.leftCents)} left)
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}
