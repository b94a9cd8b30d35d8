import type { UseFormRegisterReturn } from 'react-hook-form';
import { paymentMethodLabels, type PaymentMethod } from '../../../../shared/payments/ledger-terms';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

/** How a payment was taken in person: the method (check, cash…) and, for a check, its number. */
export function PaymentMethodFields({
  id,
  methods,
  method,
  methodField,
  checkNumberField,
  errors,
}: {
  id: string;
  methods: readonly PaymentMethod[];
  /** The method chosen now: a check asks for its number. */
  method: PaymentMethod;
  methodField: UseFormRegisterReturn;
  checkNumberField: UseFormRegisterReturn;
  errors: { method?: string; checkNumber?: string };
}) {
  return (
    <>
      <SelectField id={`${id}-method`} label="Method" error={errors.method} {...methodField}>
        {methods.map((m) => (
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
          inputMode="numeric"
          maxLength={30}
          error={errors.checkNumber}
          {...checkNumberField}
        />
      ) : null}
    </>
  );
}

/** What is sent of a payment taken in person: the check number goes with a check only. */
export const withCheckNumberOfACheck = <T extends { method: PaymentMethod; checkNumber?: string }>(payment: T): T => ({
  ...payment,
  checkNumber: payment.method === 'check' ? payment.checkNumber : undefined,
});
