import { useQuery } from '@tanstack/react-query';
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
            {leads.length > 0 ? (
              <div>
                <p className="font-semibold text-ink">Open leads ({leads.length})</p>
                <ul className="mt-1 list-disc pl-5">
                  {leads.map((lead) => (
                    <li key={lead.id}>
                      {lead.name} · {leadStageLabels[lead.status]}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {consultations.length > 0 ? (
              <div>
                <p className="font-semibold text-ink">Coming consultations ({consultations.length})</p>
                <ul className="mt-1 list-disc pl-5">
                  {consultations.map((visit) => (
                    <li key={visit.leadId}>
                      {visit.name} · <time dateTime={visit.startsAt}>{formatDateTime(new Date(visit.startsAt))}</time>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
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
