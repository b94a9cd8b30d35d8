import { visitModeLabels, visitModes, type VisitMode } from '../../../../shared/booking';
import { serviceAreaTowns } from '../../../../shared/service-area-towns';
import { FieldError } from '../../ui/field-error';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { bookingCopy } from './booking-copy';

export type ChoiceErrors = Partial<Record<'mode' | 'town' | 'address' | 'slot', string>>;

export const modeInputId = (mode: VisitMode) => `booking-mode-${mode === 'in_home' ? 'in-home' : 'virtual'}`;
export const townId = 'booking-town';
export const addressId = 'booking-address';

/**
 * How to meet, and for an in-home visit the town and street address. Uncontrolled, so what is
 * chosen before the script runs stays chosen; the town and address hide by CSS (:has) while
 * "Virtual" is checked, with or without JavaScript.
 */
export function VisitModeFields({
  mode,
  town,
  address,
  errors,
  onMode,
  onTown,
}: {
  mode: VisitMode;
  town: string;
  address: string;
  errors: ChoiceErrors;
  onMode: (mode: VisitMode) => void;
  onTown: (town: string) => void;
}) {
  const modeErrorId = 'booking-mode-error';
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
                name="mode"
                value={value}
                defaultChecked={value === mode}
                onChange={() => onMode(value)}
                className="mt-0.5 size-5 shrink-0 accent-harbor-700"
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
          id={townId}
          name="town"
          label={bookingCopy.townLabel}
          placeholder={bookingCopy.townPlaceholder}
          options={serviceAreaTowns}
          defaultValue={town}
          onChange={(event) => onTown(event.currentTarget.value)}
          error={errors.town}
        />
        <TextField
          id={addressId}
          name="address"
          label={bookingCopy.addressLabel}
          autoComplete="street-address"
          maxLength={200}
          defaultValue={address}
          error={errors.address}
        />
      </div>
    </>
  );
}
