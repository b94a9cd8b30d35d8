import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { dayOf } from '../../../../shared/business-time';
import type { StaffCompletion } from '../../../../shared/completion/completion-answers';
import { formatDollars, parseDollars } from '../../../../shared/money';
import { paymentMethodLabels } from '../../../../shared/payments/ledger-terms';
import {
  crewBalancePaymentSchema,
  crewMethods,
  type CrewBalancePayment,
} from '../../../../shared/payments/payment-inputs';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { recordCrewBalance } from '../api/completion';
import { Heading } from '../parts/dashboard-section';
import { showRefusal } from '../payments/use-ledger-change';
import { useCompletionChange } from './use-completion-change';

const formFields = ['method', 'checkNumber', 'amountCents'] as const;

/** The balance the crew took on site, on a phone: a check with its number, or cash, received today. */
export function CrewBalanceForm({
  leadId,
  completion,
  idPrefix,
}: {
  leadId: number;
  completion: StaffCompletion;
  idPrefix: string;
}) {
  const settle = useCompletionChange(leadId);
  const form = useForm<CrewBalancePayment>({
    resolver: zodResolver(crewBalancePaymentSchema),
    defaultValues: { method: 'check', checkNumber: '', receivedOn: dayOf(new Date()) },
  });
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onValid = async (values: CrewBalancePayment) => {
    const body = { ...values, checkNumber: values.method === 'check' ? values.checkNumber : undefined };
    try {
      settle(await recordCrewBalance(leadId, body), {
        title: 'Balance recorded',
        description: `${paymentMethodLabels[values.method]}, ${formatDollars(values.amountCents)}. The receipt is e-mailed to the homeowner.`,
      });
      form.reset({ method: 'check', checkNumber: '', receivedOn: dayOf(new Date()) });
    } catch (err) {
      showRefusal(form, formFields, err);
    }
  };
  const id = `${idPrefix}-balance`;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={`${id}-heading`} className="mt-4 grid gap-3">
      <Heading offset={3} id={`${id}-heading`} className="text-base font-semibold">
        Balance taken on site
      </Heading>
      <p className="text-sm text-ink-soft">Left to pay: {formatDollars(completion.balanceCents)}.</p>
      <SelectField id={`${id}-method`} label="Method" error={errors.method?.message} {...register('method')}>
        {crewMethods.map((m) => (
          <option key={m} value={m}>
            {paymentMethodLabels[m]}
          </option>
        ))}
      </SelectField>
      {watch('method') === 'check' ? (
        <TextField
          id={`${id}-check`}
          label="Check number"
          autoComplete="off"
          inputMode="numeric"
          maxLength={30}
          error={errors.checkNumber?.message}
          {...register('checkNumber')}
        />
      ) : null}
      <TextField
        id={`${id}-amount`}
        label="Amount ($)"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={String(completion.balanceCents / 100)}
        error={errors.amountCents?.message}
        {...register('amountCents', { setValueAs: (text: string) => parseDollars(String(text)) ?? Number.NaN })}
      />
      <FormAlert message={errors.root?.server?.message} />
      <div>
        <Button type="submit" size="lg" className="min-h-12 w-full sm:w-auto" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Recording…' : 'Record the balance'}
        </Button>
      </div>
    </form>
  );
}
