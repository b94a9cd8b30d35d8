import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { oneThirdPercent } from '../../../../shared/payments/payment-schedule';
import {
  depositAboveOneThirdWarning,
  isAboveOneThird,
  paymentShareLimits,
} from '../../../../shared/payments/payment-shares';
import { controlProps } from '../../ui/text-field';
import { FieldError } from '../../ui/field-error';

/** The percent field's value: two decimals at most, as the rule takes it (one-third is its own choice). */
const twoDecimals = (percent: number) => Math.round(percent * 100) / 100;

/**
 * A deposit share: "One-third" (exactly a third of the total) or another percent, with the warning
 * that a deposit above one-third is more than Connecticut's Department of Consumer Protection tells
 * homeowners to pay up front (it may still be saved). The price book's default and a proposal's.
 */
export function DepositShareField({
  id,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  /** Percent; NaN while the field is empty. */
  value: number;
  onChange: (percent: number) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const [another, setAnother] = useState(value !== oneThirdPercent);
  const { min, max } = paymentShareLimits.depositPercent;
  const percentId = `${id}-percent`;
  const warningId = `${id}-warning`;
  const warn = Number.isFinite(value) && isAboveOneThird(value);
  const choose = (next: boolean) => {
    setAnother(next);
    // "Another share" starts from the share shown, as a percent the field can hold (33.33).
    onChange(next ? (value === oneThirdPercent ? twoDecimals(value) : value) : oneThirdPercent);
  };
  const choice = (label: string, checked: boolean, next: boolean) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-ink-muted/40 bg-white px-3 has-[:checked]:border-harbor-700 has-[:checked]:bg-harbor-50">
      <input
        type="radio"
        name={`${id}-choice`}
        checked={checked}
        onChange={() => choose(next)}
        onBlur={onBlur}
        className="size-5 shrink-0 accent-harbor-700"
      />
      <span className="font-semibold text-ink">{label}</span>
    </label>
  );
  const percent = controlProps(percentId, error, 'max-w-40');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-semibold text-ink">Deposit</legend>
      <div className="flex flex-wrap gap-2">
        {choice('One-third', !another, false)}
        {choice('Another share', another, true)}
      </div>
      {another ? (
        <div>
          <label htmlFor={percentId} className="mb-1.5 block font-semibold text-ink">
            Deposit (%)
          </label>
          <input
            {...percent}
            aria-describedby={
              [percent['aria-describedby'], warn ? warningId : undefined].filter(Boolean).join(' ') || undefined
            }
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={0.01}
            value={Number.isFinite(value) ? String(value) : ''}
            onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            onBlur={onBlur}
          />
          <FieldError id={`${percentId}-error`} message={error} />
        </div>
      ) : null}
      <div aria-live="polite">
        {warn ? (
          <p
            id={warningId}
            className="flex items-start gap-1.5 rounded-md border border-brass-700 bg-brass-100 p-3 text-sm text-ink"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {depositAboveOneThirdWarning}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
