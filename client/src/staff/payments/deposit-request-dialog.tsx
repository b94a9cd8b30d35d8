import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { dayOf } from '../../../../shared/business-time';
import { depositRequestSchema, type DepositRequest } from '../../../../shared/payments/payment-inputs';
import { FieldError } from '../../ui/field-error';
import { TextField } from '../../ui/text-field';
import { recordDepositRequest } from '../api/payments';
import { DialogForm } from '../parts/dialog-form';
import { ModalDialog } from '../parts/modal-dialog';
import { useLedgerForm } from './use-ledger-form';

export const depositRequestTitle = 'Record a request for the deposit back';

/** "Record a request for the deposit back" (CGS 20-427(b)(8)): the day the written request arrived, and that no substantial work was done. */
export function DepositRequestDialog({
  open,
  onClose,
  leadId,
}: {
  open: boolean;
  onClose: () => void;
  leadId: number;
}) {
  return (
    <ModalDialog open={open} title={depositRequestTitle} onClose={onClose}>
      <DepositRequestForm leadId={leadId} onDone={onClose} />
    </ModalDialog>
  );
}

function DepositRequestForm({ leadId, onDone }: { leadId: number; onDone: () => void }) {
  const id = useId();
  const today = dayOf(new Date());
  const { form, ...sending } = useLedgerForm<DepositRequest>({
    leadId,
    resolver: zodResolver(depositRequestSchema),
    defaultValues: { receivedOn: today, noSubstantialWork: false },
    fields: ['receivedOn', 'noSubstantialWork'],
    send: (values) => recordDepositRequest(leadId, values),
    saved: (_values, answer) => ({
      title: 'Deposit return recorded',
      description: answer.depositRequest ? `Return it by ${answer.depositRequest.dueByText}` : undefined,
    }),
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const workError = errors.noSubstantialWork?.message;
  const workId = `${id}-work`;

  return (
    <DialogForm {...sending} submitLabel="Record request" busyLabel="Recording…" onCancel={onDone}>
      <p className="text-ink-soft">
        On the homeowner&apos;s written request, the deposit is returned within ten days when no substantial work was
        done and more than 30 days have passed since the contract&apos;s starting date (CGS 20-427(b)(8)).
      </p>
      <TextField
        id={`${id}-day`}
        label="Day the written request was received"
        type="date"
        max={today}
        error={errors.receivedOn?.message}
        {...register('receivedOn')}
      />
      <div>
        <label htmlFor={workId} className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            id={workId}
            type="checkbox"
            className="size-5 shrink-0 accent-harbor-700"
            aria-invalid={workError ? true : undefined}
            aria-describedby={workError ? `${workId}-error` : undefined}
            {...register('noSubstantialWork')}
          />
          No substantial work has been done on the job
        </label>
        <FieldError id={`${workId}-error`} message={workError} />
      </div>
    </DialogForm>
  );
}
