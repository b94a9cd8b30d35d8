import { useId, useState, type FormEvent } from 'react';
import { business } from '../../../../shared/business';
import { weekdayNames, type ScheduleDesigner, type WeeklyHoursRange } from '../../../../shared/schedule-schema';
import { Button } from '../../ui/button';
import { useAdminAction } from '../parts/use-admin-action';
import { DayHoursFieldset, type ClockRange } from './day-hours-fieldset';
import { saveHours, scheduleKey } from '../api/schedule';
import { businessHoursSummary } from './business-hours';
import { FormAlert } from '../../ui/form-alert';
import { Heading } from '../parts/dashboard-section';

const businessWeek: WeeklyHoursRange[] = business.hours.days.map((day) => ({
  weekday: weekdayNames.indexOf(day),
  start: business.hours.opens,
  end: business.hours.closes,
}));

const byWeekday = (hours: WeeklyHoursRange[]): ClockRange[][] =>
  weekdayNames.map((_, weekday) =>
    hours.filter((h) => h.weekday === weekday).map(({ start, end }) => ({ start, end })),
  );

/** The week as the API takes it, and for each range sent, the weekday it belongs to (to place errors). */
function toHours(days: ClockRange[][]): WeeklyHoursRange[] {
  return days.flatMap((ranges, weekday) => ranges.map(({ start, end }) => ({ weekday, start, end })));
}

/**
 * A designer's working week, Sunday to Saturday: each day closed or open in up to three ranges.
 * Someone who set none works the business hours, which the form starts from.
 */
export function WeeklyHoursForm({ designer }: { designer: ScheduleDesigner }) {
  const id = useId();
  const saved = () => byWeekday(designer.usesBusinessHours ? businessWeek : designer.hours);
  const [days, setDays] = useState(saved);
  const [formError, setFormError] = useState<string>();
  // Saved hours come back from the server: the form starts again from them (by content, so a
  // refetch after a day off is added keeps hours being edited, and focus stays where it was).
  const savedKey = JSON.stringify(designer.hours);
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setDays(saved());
  }

  const save = useAdminAction({
    run: (hours: WeeklyHoursRange[]) => saveHours(designer, hours),
    refresh: [scheduleKey],
    done: (hours) => ({
      title: hours.length > 0 ? `Hours saved for ${designer.name}` : `${designer.name} works the business hours`,
    }),
    // The API's schema checks the ranges and names the day at fault ("The times on Monday overlap"):
    // zod's checks in the dashboard would land in the zod chunk the public forms share.
    failed: 'Could not save the hours',
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const hours = toHours(days);
    if (hours.length === 0) {
      return setFormError('Open at least one day. For time away, add days off below.');
    }
    setFormError(undefined);
    save.mutate(hours);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="grid gap-2">
      <Heading offset={3} id={`${id}-heading`} className="text-lg">
        Weekly hours
      </Heading>
      {designer.usesBusinessHours ? (
        <p className="rounded-md border border-line bg-harbor-50 p-3 text-sm">
          Uses the business hours: {businessHoursSummary}.
        </p>
      ) : null}
      <div>
        {days.map((ranges, weekday) => (
          <DayHoursFieldset
            key={weekdayNames[weekday]}
            day={weekdayNames[weekday]!}
            ranges={ranges}
            disabled={save.isPending}
            onChange={(next) => setDays((all) => all.map((r, i) => (i === weekday ? next : r)))}
          />
        ))}
      </div>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save hours'}
        </Button>
        {designer.usesBusinessHours ? null : (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={save.isPending}
            onClick={() => {
              setFormError(undefined);
              save.mutate([]);
            }}
          >
            Use the business hours
          </Button>
        )}
      </div>
    </form>
  );
}
