import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayOf, formatDayKey, type DayKey } from '../../../../shared/business-time';
import type { MyDay } from '../../../../shared/my-day';
import { SelectField } from '../../ui/select-field';
import { QueryState } from '../parts/query-state';
import { useStaffCan } from '../shell/use-staff-can';
import { DayPicker } from './day-picker';
import { myDayQuery } from '../api/my-day';
import { VisitCard } from './visit-card';
import { DashboardSection } from '../parts/dashboard-section';
import { MyInstalls } from '../installs/my-installs';
import { OwnCalendarFeedLink } from '../pipeline/calendar-feed-link';

/** Whose day to show: the people the server lists, and the signed-in person even when not listed. */
function PersonPicker({
  people,
  value,
  self,
  onChange,
}: {
  people: MyDay['designers'];
  value: number;
  self: { id: number; name: string };
  onChange: (id: number) => void;
}) {
  const listed = (id: number) => people.some((p) => p.id === id);
  return (
    <div className="sm:max-w-xs">
      <SelectField label="Whose day" value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {listed(self.id) ? null : <option value={self.id}>{self.name} (you)</option>}
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.id === self.id ? `${p.name} (you)` : p.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * My day, /admin/my-day: one designer's visits on a Connecticut day, in order, for the road. Everyone
 * sees their own; with `calendar:everyone` a select opens anyone's. Re-read when the page comes
 * back into view, as homeowners book and move visits online.
 */
export function MyDayPanel() {
  const { user, may } = useStaffCan();
  // Read on every render: a phone left on this page overnight still means the new day by "Today".
  const today = dayOf(new Date());
  const [day, setDay] = useState<DayKey>(today);
  const [personId, setPersonId] = useState<number | null>(null);
  const seesVisits = may('leads:read');
  const answer = useQuery({
    ...myDayQuery(day, personId),
    enabled: seesVisits,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  // The people to pick from, kept from the last answer so the select stays while another day loads
  // or after a failed read (no signal on the road).
  const [people, setPeople] = useState<MyDay['designers']>([]);
  const fresh = answer.data && !answer.isPlaceholderData ? answer.data.designers : undefined;
  if (fresh && fresh !== people) setPeople(fresh);
  const dayLabel = formatDayKey(day, 'long');

  return (
    <DashboardSection
      id="my-day"
      title="My day"
      intro={`${seesVisits ? 'Your visits' : 'Your installs'} in order. Times are Connecticut time (ET).`}
    >
      <div className="mt-4 grid gap-4">
        <DayPicker day={day} today={today} onChange={setDay} />
        {user && may('calendar:everyone') ? (
          <PersonPicker
            people={people}
            value={personId ?? user.id}
            self={user}
            onChange={(id) => setPersonId(id === user.id ? null : id)}
          />
        ) : null}
      </div>
      <p className="mt-6 text-xl font-semibold" aria-live="polite">
        {dayLabel}
        {day === today ? ' (today)' : ''}
      </p>
      {may('installs:own') && personId === null ? (
        <MyInstalls day={day} dayLabel={dayLabel} quietWhenNone={seesVisits} />
      ) : null}
      {seesVisits ? (
        <div className="mt-3" aria-busy={answer.isPlaceholderData || undefined}>
          <QueryState query={answer} what="the visits">
            {({ visits }) =>
              answer.isPlaceholderData ? (
                <p role="status" className="text-ink-soft">
                  Loading the visits…
                </p>
              ) : visits.length === 0 ? (
                <p className="text-lg text-ink-soft">No visits on {dayLabel}.</p>
              ) : (
                <ol aria-label={`Visits on ${dayLabel}`} className="grid gap-4">
                  {visits.map((visit, i) => (
                    <li key={visit.leadId}>
                      <VisitCard visit={visit} previous={visits[i - 1]} />
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryState>
        </div>
      ) : null}
      {/* An installer's own calendar feed (the dashboard has everyone else's link). */}
      {seesVisits ? null : (
        <div className="mt-6">
          <OwnCalendarFeedLink />
        </div>
      )}
    </DashboardSection>
  );
}
