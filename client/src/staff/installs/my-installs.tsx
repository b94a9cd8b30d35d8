import { useQuery } from '@tanstack/react-query';
import type { DayKey } from '../../../../shared/business-time';
import { myInstallsQuery } from '../api/installs';
import { QueryState } from '../parts/query-state';
import { InstallDayCard } from './install-day-card';

/**
 * My day's install days: the signed-in person's own (the server sends no other). `quietWhenNone`:
 * someone who also has visits sees nothing here on a day without installs.
 */
export function MyInstalls({
  day,
  dayLabel,
  quietWhenNone,
}: {
  day: DayKey;
  dayLabel: string;
  quietWhenNone: boolean;
}) {
  const answer = useQuery({ ...myInstallsQuery(day), staleTime: 60_000, refetchOnWindowFocus: true });
  if (quietWhenNone && answer.data?.installs.length === 0) return null;
  return (
    <div className="mt-3">
      <QueryState query={answer} what="the installs">
        {({ installs }) =>
          installs.length === 0 ? (
            <p className="text-lg text-ink-soft">No installs on {dayLabel}.</p>
          ) : (
            <ol aria-label={`Installs on ${dayLabel}`} className="grid gap-4">
              {installs.map((install) => (
                <li key={`${install.leadId}-${install.dayNumber}`}>
                  <InstallDayCard install={install} />
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </div>
  );
}
