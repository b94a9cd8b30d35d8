import { useState } from 'react';
import type { TeamPerson } from '../../../../../shared/team';
import { apiRequest } from '../../../lib/api-request';
import { teamKey } from '../admin-queries';
import { ConfirmDialog } from '../confirm-dialog';
import { useAdminAction } from '../use-admin-action';
import { PersonCard } from './person-card';

/** The people who can (or could) sign in; disabling one asks first. */
export function PeopleSection({ people, signedInId }: { people: TeamPerson[]; signedInId: number }) {
  const [toDisable, setToDisable] = useState<TeamPerson | null>(null);

  const disable = useAdminAction({
    run: (person: TeamPerson) => apiRequest('POST', `/api/team/people/${person.id}/disable`),
    refresh: [teamKey],
    done: (person) => ({ title: `${person.name} is disabled` }),
    failed: 'Could not disable the account',
  });
  const enable = useAdminAction({
    run: (person: TeamPerson) => apiRequest('POST', `/api/team/people/${person.id}/enable`),
    refresh: [teamKey],
    done: (person) => ({ title: `${person.name} can sign in again` }),
    failed: 'Could not enable the account',
  });
  const busy = disable.isPending || enable.isPending;

  return (
    <section aria-labelledby="team-people-heading">
      <h3 id="team-people-heading" className="text-xl">
        People
      </h3>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {people.map((person) => (
          <li key={person.id} className="grid">
            <PersonCard
              person={person}
              self={person.id === signedInId}
              busy={busy}
              onDisable={() => setToDisable(person)}
              onEnable={() => enable.mutate(person)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDisable !== null}
        title={toDisable ? `Disable ${toDisable.name}?` : ''}
        confirmLabel="Disable"
        onCancel={() => setToDisable(null)}
        onConfirm={() => {
          if (toDisable) disable.mutate(toDisable);
          setToDisable(null);
        }}
      >
        {toDisable ? (
          <p>
            {toDisable.name} is signed out at once and can no longer sign in. Their name stays in the history of the
            work they did. You can enable the account again later.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
