import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { dayOf, formatDayKey } from '../../../../shared/business-time';
import { timeOffSchema, type ScheduleDesigner, type TimeOffView } from '../../../../shared/schedule-schema';
import { TextField } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { useAdminAction } from '../parts/use-admin-action';
import { addTimeOff, removeTimeOff, scheduleKey } from '../api/schedule';
import { Heading } from '../parts/dashboard-section';

type Range = { from: string; to: string };

/** "Mar 15, 2027" or "Mar 15, 2027 – Mar 19, 2027". */
const describeDaysOff = ({ from, to }: Range) =>
  from === to ? formatDayKey(from) : `${formatDayKey(from)} – ${formatDayKey(to)}`;

/** A designer's days off (from today on), with a form to add a range and a button to remove one. */
export function TimeOffSection({ designer }: { designer: ScheduleDesigner }) {
  const id = useId();
  const form = useForm<Range>({ resolver: zodResolver(timeOffSchema), defaultValues: { from: '', to: '' } });
  const { errors } = form.formState;
  const from = form.watch('from');
  const today = dayOf(new Date());
  const coming = designer.timeOff.filter((t) => t.to >= today);

  const add = useAdminAction({
    run: (body: Range) => addTimeOff(designer, body),
    refresh: [scheduleKey],
    done: (body) => ({ title: 'Days off added', description: `${designer.name}: ${describeDaysOff(body)}` }),
    failed: 'Could not add the days off',
  });
  const remove = useAdminAction({
    run: (timeOff: TimeOffView) => removeTimeOff(designer, timeOff),
    refresh: [scheduleKey],
    done: (timeOff) => ({ title: 'Days off removed', description: `${designer.name}: ${describeDaysOff(timeOff)}` }),
    failed: 'Could not remove the days off',
  });
  const busy = add.isPending || remove.isPending;

  // The API's schema checks the range in the form and says what is wrong, as the server would.
  const submit = form.handleSubmit((range) => add.mutate(range, { onSuccess: () => form.reset() }));

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <Heading offset={3} id={`${id}-heading`} className="text-lg">
        Days off
      </Heading>
      {coming.length === 0 ? (
        <p className="text-ink-soft">No days off planned.</p>
      ) : (
        <ul className="grid gap-1">
          {coming.map((timeOff) => (
            <li key={timeOff.id} className="flex items-center justify-between gap-2 border-b border-line py-1">
              <span>{describeDaysOff(timeOff)}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => remove.mutate(timeOff)}
                aria-label={`Remove days off ${describeDaysOff(timeOff)}`}
              >
                <X aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} aria-label={`Add days off for ${designer.name}`} className="grid gap-3">
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <TextField
            id={`${id}-from`}
            label="First day off"
            type="date"
            error={errors.from?.message}
            {...form.register('from', {
              // One day off is the usual case: the last day follows the first until changed.
              onChange: (e: { target: { value: string } }) => {
                const to = form.getValues('to');
                if (!to || to < e.target.value) form.setValue('to', e.target.value);
              },
            })}
          />
          <TextField
            id={`${id}-to`}
            label="Last day off"
            type="date"
            min={from || undefined}
            error={errors.to?.message}
            {...form.register('to')}
          />
        </div>
        <div>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {add.isPending ? 'Adding…' : 'Add days off'}
          </Button>
        </div>
      </form>
    </section>
  );
}
