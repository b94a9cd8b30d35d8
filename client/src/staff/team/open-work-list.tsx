import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Assignee } from '../../../../shared/admin-schema';
import { formatDateTime } from '../../../../shared/business-time';
import { leadStageLabels } from '../../../../shared/pipeline';
import { PersonSelect } from '../pipeline/person-select';
import { QueryState } from '../parts/query-state';
import { openWorkQuery } from '../api/team';

/**
 * In the Disable dialog: the person's open leads and coming visits, and who takes them over
 * ("Nobody" leaves them where they are).
 */
export function OpenWorkList({
  personId,
  people,
  handTo,
  onHandTo,
}: {
  personId: number;
  people: readonly Assignee[];
  handTo: number | null;
  onHandTo: (id: number | null) => void;
}) {
  const work = useQuery(openWorkQuery(personId));
  return (
    <QueryState query={work} what="their open work">
      {({ leads, consultations }) =>
        leads.length + consultations.length === 0 ? (
          <p className="mt-3">They have no open leads or coming consultations.</p>
        ) : (
          <div className="mt-3 grid gap-3">
            <CountedList
              title="Open leads"
              items={leads.map((lead) => (
                <li key={lead.id}>
                  {lead.name} · {leadStageLabels[lead.status]}
                </li>
              ))}
            />
            <CountedList
              title="Coming consultations"
              items={consultations.map((visit) => (
                <li key={visit.leadId}>
                  {visit.name} · <time dateTime={visit.startsAt}>{formatDateTime(new Date(visit.startsAt))}</time>
                </li>
              ))}
            />
            <PersonSelect
              label="Hand them to"
              people={people.filter((p) => p.id !== personId)}
              value={handTo}
              onChange={onHandTo}
            />
          </div>
        )
      }
    </QueryState>
  );
}

/** A titled list with its count ("Open leads (2)"); nothing when it is empty. */
function CountedList({ title, items }: { title: string; items: ReactNode[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="font-semibold text-ink">
        {title} ({items.length})
      </p>
      <ul className="mt-1 list-disc pl-5">{items}</ul>
    </div>
  );
}
