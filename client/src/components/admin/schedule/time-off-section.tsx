import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { dayOf, formatDayKey } from '../../../../../shared/business-time';
import type { ScheduleDesigner, TimeOffView } from '../../../../../shared/schedule-schema';
import { apiRequest } from '../../../lib/api-request';
import { TextField } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { useAdminAction } from '../parts/use-admin-action';
import { calendarPath, scheduleKey } from '../api/schedule';
import { Heading } from '../parts/dashboard-section';

type Range = { from: string; to: string };

/** "Mar 15, 2027" or "Mar 15, 2027 – Mar 19, 2027". */
const describeDaysOff = ({ from, to }: Range) =>
  from === to ? formatDayKey(from) : `${formatDayKey(from)} – ${formatDayKey(to)}`;

/** A designer's days off (from today on), with a form to add a range and a button to remove one. */
export function TimeOffSection({ designer }: { designer: ScheduleDesigner }) {
  const id = useId();
  const [range, setRange] = useState<Range>({ from: '', to: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Range, string>>>({});
  const today = dayOf(new Date());
  const coming = designer.timeOff.filter((t) => t.to >= today);

  const add = useAdminAction({
    run: (body: Range) => apiRequest('POST', `${calendarPath(designer)}/time-off`, body),
    refresh: [scheduleKey],
    done: (body) => ({ title: 'Days off added', description: `${designer.name}: ${describeDaysOff(body)}` }),
    failed: 'Could not add the days off',
  });
  const remove = useAdminAction({
    run: (timeOff: TimeOffView) => apiRequest('DELETE', `${calendarPath(designer)}/time-off/${timeOff.id}`),
    refresh: [scheduleKey],
    done: (timeOff) => ({ title: 'Days off removed', description: `${designer.name}: ${describeDaysOff(timeOff)}` }),
    failed: 'Could not remove the days off',
  });
  const busy = add.isPending || remove.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The API's schema checks the range and says what is wrong; only empty fields are caught here.
    const found: typeof errors = {};
    if (!range.from) found.from = 'Choose the first day off';
    if (!range.to) found.to = 'Choose the last day off';
    setErrors(found);
    if (found.from || found.to) return;
    add.mutate(range, { onSuccess: () => setRange({ from: '', to: '' }) });
  };

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
            value={range.from}
            error={errors.from}
            onChange={(e) => {
              const from = e.target.value;
              // One day off is the usual case: the last day follows the first until changed.
              setRange((r) => ({ from, to: !r.to || r.to < from ? from : r.to }));
            }}
          />
          <TextField
            id={`${id}-to`}
            label="Last day off"
            type="date"
            min={range.from || undefined}
            value={range.to}
            error={errors.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
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
