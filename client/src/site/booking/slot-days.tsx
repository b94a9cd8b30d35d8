import { ChevronDown } from 'lucide-react';
import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { BookingChoiceFields } from '../../../../shared/booking-choice';
import type { SlotDay } from '../../../../shared/booking';
import { bookingCopy } from './booking-copy';
import { formatClockTime, formatDay, formatDayKey } from '../../../../shared/business-time';

/** Days shown open; the rest wait in "More days" so a phone screen is not endless. */
const openDayCount = 3;

interface SlotRadioProps {
  start: string;
  label: string;
  /** The form's `slot` field, the same for every time. */
  registration: UseFormRegisterReturn<'slot'>;
  /** The slot error's id while there is one. */
  errorId?: string;
  /** While another choice's times load: what is shown may no longer be open. */
  disabled?: boolean;
}

/** One open start: its value is the instant exactly as the server sent it. */
function SlotRadio({ start, label, registration, errorId, disabled }: SlotRadioProps) {
  return (
    <label>
      <input
        type="radio"
        value={start}
        required
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...registration}
      />
      <span>{label}</span>
    </label>
  );
}

/**
 * The look of every time in a group, set once on the group: a month of times is hundreds of
 * radios, and a class string on each would be most of the page's HTML.
 */
const optionsClass =
  'grid gap-2 *:flex *:min-h-12 *:cursor-pointer *:items-center *:gap-3 *:rounded-md *:border *:border-ink-muted/40 *:bg-white *:px-3 *:py-2 *:text-ink *:hover:border-harbor-700 *:has-[:checked]:border-harbor-700 *:has-[:checked]:bg-harbor-50 *:has-[:checked]:ring-1 *:has-[:checked]:ring-harbor-700 *:has-[:disabled]:cursor-wait [&_input]:size-5 [&_input]:shrink-0 [&_input]:accent-harbor-700';
const gridClass = `${optionsClass} grid-cols-2 sm:grid-cols-3 md:grid-cols-4`;

type GroupProps = { errorId?: string; disabled?: boolean };
/** The times register the form's `slot` field themselves, after the fields above them (focus goes to the first at fault). */
type TimesProps = GroupProps & { register: UseFormRegister<BookingChoiceFields> };

function SlotDayGroup({ day, ...group }: GroupProps & { day: SlotDay; registration: UseFormRegisterReturn<'slot'> }) {
  return (
    <fieldset data-day={day.day}>
      <legend className="mb-2 font-semibold text-ink">{formatDayKey(day.day, 'weekday')}</legend>
      <div className={gridClass}>
        {day.starts.map((start) => (
          <SlotRadio key={start} start={start} label={formatClockTime(start)} {...group} />
        ))}
      </div>
    </fieldset>
  );
}

/** The open times by Connecticut day: a fieldset per day, the first few open and the rest folded. */
export function SlotDays({ days, register, ...rest }: TimesProps & { days: SlotDay[] }) {
  const group = { ...rest, registration: register('slot') };
  const shown = days.slice(0, openDayCount);
  const folded = days.slice(openDayCount);
  return (
    <div className="grid gap-6">
      {shown.map((day) => (
        <SlotDayGroup key={day.day} day={day} {...group} />
      ))}
      {folded.length > 0 ? (
        // Radios in a closed <details> are still part of the form and post with it.
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-harbor-700 bg-white px-4 py-2 font-semibold text-harbor-800 hover:bg-harbor-50 [&::-webkit-details-marker]:hidden">
            {bookingCopy.moreDays}
            <span className="font-normal text-ink-muted">({folded.length})</span>
            <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-6 grid gap-6">
            {folded.map((day) => (
              <SlotDayGroup key={day.day} day={day} {...group} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}

/** After "That time was just taken": the nearest open starts, offered first. */
export function NearestSlots({ starts, register, ...group }: TimesProps & { starts: string[] }) {
  const registration = register('slot');
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-ink">{bookingCopy.nearestLegend}</legend>
      <div className={`${optionsClass} sm:grid-cols-2`}>
        {starts.map((start) => (
          <SlotRadio
            key={start}
            start={start}
            label={`${formatDay(start, 'shortWeekday')}, ${formatClockTime(start)}`}
            registration={registration}
            {...group}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The days without the starts already offered as the nearest, so no time appears twice. */
export function withoutStarts(days: SlotDay[], starts: string[]): SlotDay[] {
  if (starts.length === 0) return days;
  const offered = new Set(starts);
  return days
    .map((day) => ({ day: day.day, starts: day.starts.filter((start) => !offered.has(start)) }))
    .filter((day) => day.starts.length > 0);
}
