import { CircleCheck, Circle } from 'lucide-react';
import { formatDay, formatDayKey } from '../../../../shared/business-time';
import { timelineStepLabels, type TimelineEntry } from '../../../../shared/jobs/job-timeline';
import { cn } from '../../lib/cn';

/** A step's date as the homeowner reads it: a day key as it is, an instant as its Connecticut day. */
const dayOfStep = (when: string) =>
  when.length === 10 ? formatDayKey(when, 'weekdayYear') : formatDay(when, 'weekdayYear');

function StepDetail({ entry }: { entry: TimelineEntry }) {
  if (entry.step === 'scheduled' && entry.days && entry.days.length > 0)
    return (
      <ul className="mt-1 text-ink-soft">
        {entry.days.map((day) => (
          <li key={day}>{formatDayKey(day, 'weekdayYear')}</li>
        ))}
      </ul>
    );
  if (entry.step === 'punch-list' && entry.open)
    return <p className="mt-1 text-ink-soft">{entry.open === 1 ? 'One item to fix' : `${entry.open} items to fix`}</p>;
  return entry.when ? <p className="mt-1 text-ink-soft">{dayOfStep(entry.when)}</p> : null;
}

/** The homeowner's job from the signature to closed: each step done (with when) or to come. */
export function JobTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-heading" className="mt-8 max-w-3xl">
      <h3 id="timeline-heading" className="font-sans text-xl font-semibold">
        Your project
      </h3>
      <ol className="mt-3 grid gap-3">
        {timeline.map((entry) => {
          const Icon = entry.done ? CircleCheck : Circle;
          return (
            <li key={entry.step} className="flex gap-3">
              <Icon
                aria-hidden="true"
                className={cn('mt-0.5 size-6 shrink-0', entry.done ? 'text-harbor-700' : 'text-ink-muted')}
              />
              <div>
                <p className={cn('font-semibold', entry.done ? 'text-ink' : 'text-ink-soft')}>
                  {timelineStepLabels[entry.step]}
                  <span className="sr-only">{entry.done ? ' (done)' : ' (to come)'}</span>
                </p>
                <StepDetail entry={entry} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
