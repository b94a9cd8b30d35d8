import { formatClockTime, formatDay } from '../../../../shared/business-time';
import type { HomeownerInstall } from '../../../../shared/installs/install-schema';
import { cardVariants } from '../../ui/card';

/** The installation's days on the homeowner's page, once the office has booked them (Connecticut time). */
export function InstallDates({ install }: { install: NonNullable<HomeownerInstall> }) {
  return (
    <section aria-labelledby="install-dates-heading" className={cardVariants({ className: 'mt-8 max-w-3xl' })}>
      <h3 id="install-dates-heading" className="text-2xl">
        Your installation dates
      </h3>
      <p className="mt-1 text-ink-soft">
        {install.days.length > 1 ? `${install.days.length} days` : 'One day'}, Connecticut time. The invitation we
        e-mailed adds {install.days.length > 1 ? 'them' : 'it'} to your calendar.
      </p>
      <ul className="mt-3 grid gap-1 text-lg">
        {install.days.map((day) => (
          <li key={day.startsAt}>
            <time dateTime={day.startsAt}>{formatDay(day.startsAt, 'weekdayYear')}</time>,{' '}
            {formatClockTime(day.startsAt)} to {formatClockTime(day.endsAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
