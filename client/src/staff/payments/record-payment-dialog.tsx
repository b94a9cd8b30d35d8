import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { dayOf } from '../../../../shared/business-time';
import { formatDollars, parseDollars } from '../../../../shared/money';
import type { JobPayments } from '../../../../shared/payments/payment-answers';
import { recordPaymentSchema, type RecordPayment } from '../../../../shared/payments/payment-inputs';
import { paymentMethodLabels, recordedMethods } from '../../../../shared/payments/ledger-terms';
import { paymentStageLabels } from '../../../../shared/payments/payment-schedule';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { recordPayment } from '../api/payments';
import { DialogFormFoot } from '../parts/dialog-form-foot';
import { ModalDialog } from '../parts/modal-dialog';
import { showRefusal, useLedgerChange } from './use-ledger-change';

const formFields = ['method', 'amountCents', 'receivedOn', 'checkNumber', 'stage'] as const;

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
  const settle = useLedgerChange(leadId);
  const today = dayOf(new Date());
  const next = job.schedule.find((stage) => stage.leftCents > 0) ?? job.schedule.at(-1);
  const form = useForm<RecordPayment>({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { method: 'check', checkNumber: '', receivedOn: today, stage: next?.stage },
  });
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const method = watch('method');
  const amountHintId = `${id}-amount-hint`;

  const onValid = async (values: RecordPayment) => {
    const body = { ...values, checkNumber: values.method === 'check' ? values.checkNumber : undefined };
    try {
      const answer = await recordPayment(leadId, body);
      settle(answer, {
        title: 'Payment recorded',
        description: `${paymentMethodLabels[values.method]}, ${formatDollars(values.amountCents)} from ${leadName}`,
      });
      onDone();
    } catch (err) {
      showRefusal(form, formFields, err);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 grid gap-4">
      <p className="text-ink-soft">{leadName}</p>
      <SelectField id={`${id}-method`} label="Method" error={errors.method?.message} {...register('method')}>
        {recordedMethods.map((m) => (
          <option key={m} value={m}>
            {paymentMethodLabels[m]}
          </option>
        ))}
      </SelectField>
      {method === 'check' ? (
        <TextField
          id={`${id}-check`}
          label="Check number"
          autoComplete="off"
          maxLength={30}
          error={errors.checkNumber?.message}
          {...register('checkNumber')}
        />
      ) : null}
      <div>
        <TextField
          id={`${id}-amount`}
          label="Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 3000"
          error={errors.amountCents?.message}
          aria-describedby={errors.amountCents ? `${amountHintId} ${id}-amount-error` : amountHintId}
          {...register('amountCents', { setValueAs: (text: string) => parseDollars(String(text)) ?? Number.NaN })}
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
      <FormAlert message={errors.root?.server?.message} />
      <DialogFormFoot submitLabel="Record payment" busyLabel="Recording…" busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
