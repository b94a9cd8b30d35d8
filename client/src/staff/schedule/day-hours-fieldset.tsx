import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { maxRangesPerDay, type WeeklyHoursRange } from '../../../../shared/schedule-schema';
import { controlProps } from '../../ui/text-field';
import { FieldError } from '../../ui/field-error';
import { Button } from '../../ui/button';
import { formatWallClock } from '../../../../shared/business-time';

export interface ClockRange {
  start: string;
  end: string;
}

/** The weekly hours form's values: the API's body. */
export type WeekForm = { hours: WeeklyHoursRange[] };

const minutesOf = (time: string) => {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return hh * 60 + mm;
};
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A range's two times, each a quarter-hour clock with its label. */
const rangeEnds = [
  { end: 'start', label: 'From' },
  { end: 'end', label: 'To' },
] as const;

/** A new range: the business day on a closed day, else the hour after the day's last range. */
function nextRange(ranges: ClockRange[]): ClockRange {
  const last = ranges.at(-1);
  if (!last?.end) return { start: '08:00', end: '18:00' };
  const start = Math.min(minutesOf(last.end), 23 * 60);
  return { start: clockOf(start), end: clockOf(Math.min(start + 60, 23 * 60 + 59)) };
}

/** One weekday of the weekly hours: "Closed", or up to three from–to ranges. */
export function DayHoursFieldset({
  day,
  ranges,
  error,
  disabled,
  register,
  onAdd,
  onRemove,
}: {
  day: string;
  /** The day's ranges as they stand, each with its place in the form's list of hours. */
  ranges: (ClockRange & { key: string; index: number })[];
  error?: string;
  disabled: boolean;
  register: UseFormRegister<WeekForm>;
  onAdd: (range: ClockRange) => void;
  onRemove: (index: number) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <fieldset
      className="grid gap-2 border-t border-line py-3 sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-start"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="float-left pt-2 font-semibold sm:pt-2.5">{day}</legend>
      <div className="grid gap-2">
        {ranges.length === 0 ? <p className="pt-2 text-ink-soft">Closed</p> : null}
        {ranges.map((range, i) => (
          <div
            key={range.key}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:max-w-md"
          >
            {rangeEnds.map(({ end, label }) => (
              <div key={end}>
                <label htmlFor={`${id}-${i}-${end}`} className="mb-1 block text-sm font-semibold">
                  {label}
                </label>
                <input
                  type="time"
                  step={900}
                  disabled={disabled}
                  {...controlProps(`${id}-${i}-${end}`, error, 'px-2', false)}
                  aria-describedby={error ? errorId : undefined}
                  {...register(`hours.${range.index}.${end}`)}
                />
              </div>
            ))}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-11 px-0"
              disabled={disabled}
              onClick={() => onRemove(range.index)}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">
                Remove {day} {range.start ? formatWallClock(range.start) : ''} to{' '}
                {range.end ? formatWallClock(range.end) : ''}
              </span>
            </Button>
          </div>
        ))}
        <FieldError id={errorId} message={error} />
        {ranges.length < maxRangesPerDay ? (
          <div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-ml-3"
              disabled={disabled}
              onClick={() => onAdd(nextRange(ranges))}
            >
              <Plus aria-hidden="true" className="size-4" />
              {ranges.length === 0 ? 'Add hours' : 'Add another time'} <span className="sr-only">on {day}</span>
            </Button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
