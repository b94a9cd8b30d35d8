import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatDayKey } from '../../../../shared/business-time';
import { Card } from '../../ui/card';
import { QueryState } from '../parts/query-state';
import { agendaQuery } from '../api/pipeline';
import { formatDollars } from '../../../../shared/money';
import { phoneHref } from '../../lib/phone-href';
import { Heading } from '../parts/dashboard-section';

/**
 * "Upcoming consultations" (next 14 days) and "Follow-ups due" at the top of Contact Submissions.
 * With nothing in either it is one line, so on a phone the leads still start on the first screen.
 */
export function AgendaPanel() {
  const agenda = useQuery(agendaQuery);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <QueryState query={agenda} what="the agenda">
        {(a) =>
          a.upcoming.length === 0 && a.followUpsDue.length === 0 ? (
            <p className="text-sm text-ink-muted lg:col-span-2">
              No consultations booked in the next 14 days and no follow-ups due.
            </p>
          ) : (
            <>
              <Card className="p-4">
                <Heading offset={1} className="text-lg">
                  Upcoming consultations
                </Heading>
                {a.upcoming.length === 0 ? (
                  <p className="mt-2 text-sm text-ink-muted">None booked in the next 14 days.</p>
                ) : (
                  <ul className="mt-2 grid gap-2 text-sm">
                    {a.upcoming.map((u) => (
                      <li key={u.leadId}>
                        <time dateTime={u.startsAt} className="font-semibold">
                          {formatDateTime(new Date(u.startsAt))}
                        </time>
                        : {u.firstName},{' '}
                        <a href={phoneHref(u.phone)} className="text-harbor-700 underline">
                          {u.phone}
                        </a>
                        , {u.address}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card className="p-4">
                <Heading offset={1} className="text-lg">
                  Follow-ups due
                </Heading>
                {a.followUpsDue.length === 0 ? (
                  <p className="mt-2 text-sm text-ink-muted">No quotes to follow up today.</p>
                ) : (
                  <ul className="mt-2 grid gap-2 text-sm">
                    {a.followUpsDue.map((f) => (
                      <li key={f.leadId}>
                        <span className="font-semibold">{f.name}</span>,{' '}
                        <a href={phoneHref(f.phone)} className="text-harbor-700 underline">
                          {f.phone}
                        </a>
                        {f.quoteCents ? `, quote ${formatDollars(f.quoteCents)}` : ''}, due {formatDayKey(f.followUpOn)}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
