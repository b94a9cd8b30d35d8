import { useId } from 'react';
import { useController, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { PriceBook } from '../../../../shared/design/price-book';
import { TextField } from '../../ui/text-field';
import { Heading } from '../parts/dashboard-section';
import { DepositShareField } from '../parts/deposit-share-field';
import { progressShareInput } from '../parts/progress-share-input';

/**
 * The payment schedule a new proposal starts with: the deposit (one-third unless the owner changes
 * it; a warning above one-third) and a progress payment at the start of installation (0: none).
 */
export function PriceBookPaymentFields({
  control,
  register,
  errors,
}: {
  control: Control<PriceBook>;
  register: UseFormRegister<PriceBook>;
  errors: FieldErrors<PriceBook>;
}) {
  const id = useId();
  const deposit = useController({ control, name: 'depositPercent' });
  return (
    <fieldset aria-labelledby={`${id}-heading`} aria-describedby={`${id}-hint`}>
      <Heading offset={1} id={`${id}-heading`} className="text-xl">
        Payment schedule
      </Heading>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        What a new proposal asks for before completion; the designer may change it on each proposal. The balance is due
        on completion.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DepositShareField
          id={`${id}-deposit`}
          value={deposit.field.value}
          onChange={deposit.field.onChange}
          onBlur={deposit.field.onBlur}
          error={errors.depositPercent?.message}
        />
        <TextField
          id={`${id}-progress`}
          {...progressShareInput}
          error={errors.progressPercent?.message}
          {...register('progressPercent', { valueAsNumber: true })}
        />
      </div>
    </fieldset>
  );
}
