import type { UseFormRegister } from 'react-hook-form';
import type { BookingChoiceFields } from '../../../../shared/booking-choice';
import { visitModeLabels, visitModes, type VisitMode } from '../../../../shared/booking';
import { serviceAreaTowns } from '../../../../shared/service-area-towns';
import { FieldError } from '../../ui/field-error';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { bookingCopy } from './booking-copy';

export type ChoiceErrors = Partial<Record<'mode' | 'town' | 'address', string>>;

const modeInputId = (mode: VisitMode) => `booking-mode-${mode === 'in_home' ? 'in-home' : 'virtual'}`;

/**
 * How to meet, and for an in-home visit the town and street address. The server renders what the
 * page starts from, so it is chosen before the script runs; the town and address hide by CSS (:has)
 * while "Virtual" is checked, with or without JavaScript.
 */
export function VisitModeFields({
  mode,
  town,
  address,
  errors,
  register,
  onMode,
  onTown,
}: {
  mode: VisitMode;
  town: string;
  address: string;
  errors: ChoiceErrors;
  register: UseFormRegister<BookingChoiceFields>;
  onMode: (mode: VisitMode) => void;
  onTown: (town: string) => void;
}) {
  const modeErrorId = 'booking-mode-error';
  const modeField = register('mode', {
    onChange: (event: { target: { value: string } }) => onMode(event.target.value as VisitMode),
  });
  return (
    <>
      <fieldset aria-describedby={errors.mode ? modeErrorId : undefined}>
        <legend className="mb-2 text-lg font-semibold text-ink">{bookingCopy.modeLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {visitModes.map((value) => (
            <label
              key={value}
              htmlFor={modeInputId(value)}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-ink-muted/40 bg-white p-3 hover:border-harbor-700 has-[:checked]:border-harbor-700 has-[:checked]:bg-harbor-50 has-[:checked]:ring-1 has-[:checked]:ring-harbor-700"
            >
              <input
                id={modeInputId(value)}
                type="radio"
                value={value}
                defaultChecked={value === mode}
                className="mt-0.5 size-5 shrink-0 accent-harbor-700"
                {...modeField}
              />
              <span>
                <span className="block font-semibold text-ink">{visitModeLabels[value]}</span>
                <span className="mt-0.5 block text-sm text-ink-soft">{bookingCopy.modeHints[value]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={modeErrorId} message={errors.mode} />
      </fieldset>
      <div className="grid gap-5 group-has-[#booking-mode-virtual:checked]/booking:hidden sm:grid-cols-2">
        <SelectField
          id="booking-town"
          label={bookingCopy.townLabel}
          placeholder={bookingCopy.townPlaceholder}
          options={serviceAreaTowns}
          defaultValue={town}
          error={errors.town}
          {...register('town', { onChange: (event: { target: { value: string } }) => onTown(event.target.value) })}
        />
        <TextField
          id="booking-address"
          label={bookingCopy.addressLabel}
          autoComplete="street-address"
          maxLength={200}
          defaultValue={address}
          error={errors.address}
          {...register('address')}
        />
      </div>
    </>
  );
}
