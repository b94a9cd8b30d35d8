import { zodResolver } from '@hookform/resolvers/zod';
import { dayOf } from '../../../../shared/business-time';
import { formatDollars } from '../../../../shared/money';
import { paymentMethodLabels } from '../../../../shared/payments/ledger-terms';
import {
  crewBalancePaymentSchema,
  crewMethods,
  type CrewBalancePayment,
} from '../../../../shared/payments/payment-inputs';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { recordCrewBalance } from '../api/completion';
import { Heading } from '../parts/dashboard-section';
import { dollarsAsCents } from '../parts/dollars-as-cents';
import { PaymentMethodFields, withCheckNumberOfACheck } from '../payments/payment-method-fields';
import type { CompletionPartProps } from './completion-part-props';
import { useCompletionForm } from './use-completion-form';

/** A check (its number still to type), received today. */
const takenToday = () => ({ method: 'check' as const, checkNumber: '', receivedOn: dayOf(new Date()) });

/** The balance the crew took on site, on a phone: a check with its number, or cash, received today. */
export function CrewBalanceForm({ leadId, completion, idPrefix }: CompletionPartProps) {
  const { form, onSubmit, busy, refusal } = useCompletionForm<CrewBalancePayment>({
    leadId,
    resolver: zodResolver(crewBalancePaymentSchema),
    defaultValues: takenToday(),
    fields: ['method', 'checkNumber', 'amountCents'],
    send: (values) => recordCrewBalance(leadId, withCheckNumberOfACheck(values)),
    saved: (values) => ({
      title: 'Balance recorded',
      description: `${paymentMethodLabels[values.method]}, ${formatDollars(values.amountCents)}. The receipt is e-mailed to the homeowner.`,
    }),
    after: () => form.reset(takenToday()),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const id = `${idPrefix}-balance`;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="mt-4 grid gap-3">
      <Heading offset={3} id={`${id}-heading`} className="text-base font-semibold">
        Balance taken on site
      </Heading>
      <p className="text-sm text-ink-soft">Left to pay: {formatDollars(completion.balanceCents)}.</p>
      <PaymentMethodFields
        id={id}
        methods={crewMethods}
        method={watch('method')}
        methodField={register('method')}
        checkNumberField={register('checkNumber')}
        errors={{ method: errors.method?.message, checkNumber: errors.checkNumber?.message }}
      />
      <TextField
        id={`${id}-amount`}
        label="Amount ($)"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={String(completion.balanceCents / 100)}
        error={errors.amountCents?.message}
        {...register('amountCents', dollarsAsCents)}
      />
      <FormAlert message={refusal} />
      <div>
        <Button type="submit" size="lg" className="min-h-12 w-full sm:w-auto" aria-disabled={busy || undefined}>
          {busy ? 'Recording…' : 'Record the balance'}
        </Button>
      </div>
    </form>
  );
}
