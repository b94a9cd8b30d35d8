import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { business } from '../../../../shared/business';
import {
  designerHoursSchema,
  weekdayNames,
  type ScheduleDesigner,
  type WeeklyHoursRange,
} from '../../../../shared/schedule-schema';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { useAdminAction } from '../parts/use-admin-action';
import { DayHoursFieldset, type ClockRange, type WeekForm } from './day-hours-fieldset';
import { saveHours, scheduleKey } from '../api/schedule';
import { businessHoursSummary } from './business-hours';
import { FormAlert } from '../../ui/form-alert';
import { Heading } from '../parts/dashboard-section';

const businessWeek: WeeklyHoursRange[] = business.hours.days.map((day) => ({
  weekday: weekdayNames.indexOf(day),
  start: business.hours.opens,
  end: business.hours.closes,
}));

/** The week as the API takes it, listed Sunday to Saturday, each day's ranges in the order given. */
const inWeekOrder = (hours: WeeklyHoursRange[]): WeeklyHoursRange[] =>
  weekdayNames.flatMap((_, weekday) =>
    hours.filter((h) => h.weekday === weekday).map(({ start, end }) => ({ weekday, start, end })),
  );

/** A range's problem, as the API's schema puts it: its own (an overlap), or its start's or end's. */
const rangeProblem = (errors: FieldErrors<WeekForm>, index: number) => {
  const range = errors.hours?.[index];
  return range?.message ?? range?.start?.message ?? range?.end?.message;
};

/**
 * A designer's working week, Sunday to Saturday: each day closed or open in up to three ranges,
 * checked with the API's own schema (a day's problem shows beside it). Someone who set none works
 * the business hours, which the form starts from.
 */
export function WeeklyHoursForm({ designer }: { designer: ScheduleDesigner }) {
  const id = useId();
  const form = useForm<WeekForm>({
    resolver: zodResolver(designerHoursSchema),
    // Saved hours come back from the server: the form starts again from them (compared by content,
    // so a refetch after a day off is added keeps hours being edited, and focus stays where it was).
    values: { hours: inWeekOrder(designer.usesBusinessHours ? businessWeek : designer.hours) },
    // An overlap is a range's problem, on neither of its inputs: onInvalid focuses the first range at fault.
    shouldFocusError: false,
  });
  const { fields, insert, remove } = useFieldArray({ control: form.control, name: 'hours' });
  const hours = form.watch('hours');
  const { errors } = form.formState;

  const save = useAdminAction({
    run: (week: WeeklyHoursRange[]) => saveHours(designer, week),
    refresh: [scheduleKey],
    done: (week) => ({
      title: week.length > 0 ? `Hours saved for ${designer.name}` : `${designer.name} works the business hours`,
    }),
    failed: 'Could not save the hours',
  });

  const onValid = (week: WeekForm) => {
    if (week.hours.length === 0) {
      return form.setError('root.empty', { message: 'Open at least one day. For time away, add days off below.' });
    }
    save.mutate(week.hours, { onError: (err) => showServerFieldErrors(form, ['hours'], err) });
  };
  const onInvalid = (invalid: FieldErrors<WeekForm>) => {
    const index = fields.findIndex((_, i) => rangeProblem(invalid, i));
    const range = invalid.hours?.[index];
    if (range) form.setFocus(`hours.${index}.${range.end && !range.start ? 'end' : 'start'}`);
  };

  /** A new range on a weekday goes after that day's last, so the list stays in week order. */
  const add = (weekday: number, range: ClockRange) => {
    const after = hours.findLastIndex((h) => h.weekday <= weekday);
    insert(after + 1, { weekday, ...range }, { shouldFocus: false });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      aria-labelledby={`${id}-heading`}
      className="grid gap-2"
    >
      <Heading offset={3} id={`${id}-heading`} className="text-lg">
        Weekly hours
      </Heading>
      {designer.usesBusinessHours ? (
        <p className="rounded-md border border-line bg-harbor-50 p-3 text-sm">
          Uses the business hours: {businessHoursSummary}.
        </p>
      ) : null}
      <div>
        {weekdayNames.map((day, weekday) => {
          const ranges = fields.flatMap((field, index) =>
            field.weekday === weekday
              ? [{ key: field.id, index, start: hours[index]?.start ?? '', end: hours[index]?.end ?? '' }]
              : [],
          );
          return (
            <DayHoursFieldset
              key={day}
              day={day}
              ranges={ranges}
              error={ranges.map((range) => rangeProblem(errors, range.index)).find(Boolean)}
              disabled={save.isPending}
              register={form.register}
              onAdd={(range) => add(weekday, range)}
              onRemove={remove}
            />
          );
        })}
      </div>
      <FormAlert message={errors.root?.empty?.message ?? errors.hours?.message ?? errors.hours?.root?.message} />
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
              form.clearErrors();
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
