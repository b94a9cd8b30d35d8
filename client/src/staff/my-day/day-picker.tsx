import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { addDays, type DayKey } from '../../../../shared/business-time';
import { Button } from '../../ui/button';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Previous day, Today, Next day and a date field: three equal buttons in a row on a phone (44 px
 * tall at least, as every button), with the date field under them.
 */
export function DayPicker({ day, today, onChange }: { day: DayKey; today: DayKey; onChange: (day: DayKey) => void }) {
  const inputId = useId();
  return (
    <div role="group" aria-label="Choose the day" className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
      <div className="grid grid-cols-3 gap-2">
        {/* "Previous day" and "Next day" do not fit three in a row on a phone: the name says the rest. */}
        <Button size="sm" variant="secondary" aria-label="Previous day" onClick={() => onChange(addDays(day, -1))}>
          <ChevronLeft aria-hidden="true" className="size-5 shrink-0" />
          Previous
        </Button>
        <Button size="sm" variant="secondary" aria-disabled={day === today} onClick={() => onChange(today)}>
          Today
        </Button>
        <Button size="sm" variant="secondary" aria-label="Next day" onClick={() => onChange(addDays(day, 1))}>
          Next
          <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
        </Button>
      </div>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block font-semibold text-ink">
          Day
        </label>
        <input
          id={inputId}
          type="date"
          value={day}
          // Clearing the field (or a half-typed date) leaves the day as it was.
          onChange={(e) => (dayPattern.test(e.target.value) ? onChange(e.target.value) : undefined)}
          className="block min-h-12 w-full rounded-md border border-ink-muted/50 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500 sm:w-auto"
        />
      </div>
    </div>
  );
}
