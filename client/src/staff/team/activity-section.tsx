import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamPerson } from '../../../../shared/team-schema';
import { SelectField } from '../../ui/select-field';
import { pageRange, Pager } from '../parts/pager';
import { QueryState } from '../parts/query-state';
import { ActivityEntry } from './activity-entry';
import { activityQuery } from '../api/activity';
import { Heading } from '../parts/dashboard-section';

/** The activity record, newest first, a page at a time: everyone's or one person's. */
export function ActivitySection({ people }: { people: TeamPerson[] }) {
  const [person, setPerson] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const activity = useQuery({ ...activityQuery({ person, page }), placeholderData: keepPreviousData });
  const byName = [...people].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <section aria-labelledby="team-activity-heading" className="mt-10">
      <Heading offset={1} id="team-activity-heading" className="text-xl">
        Activity
      </Heading>
      <div className="mt-4 max-w-xs">
        <SelectField
          label="Person"
          value={person ?? ''}
          onChange={(e) => {
            setPerson(e.target.value ? Number(e.target.value) : null);
            setPage(1);
          }}
        >
          <option value="">Everyone</option>
          {byName.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4">
        <QueryState query={activity} what="the activity">
          {(data) =>
            data.total === 0 ? (
              <p className="text-ink-soft">No activity yet.</p>
            ) : (
              <>
                <p role="status" className="text-sm text-ink-muted">
                  {pageRange({ ...data, shown: data.entries.length })}
                </p>
                <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white wrap-anywhere">
                  {data.entries.map((entry) => (
                    <li key={entry.id} className="px-4 py-3">
                      <ActivityEntry entry={entry} />
                    </li>
                  ))}
                </ul>
                <Pager label="Activity pages" list={data} onPage={setPage} />
              </>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}
