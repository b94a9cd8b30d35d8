import { useState } from 'react';
import type { TeamPerson } from '../../../../shared/team-schema';
import { leadsKey } from '../api/leads';
import { disablePerson, enablePerson, endSessionsOf, handOver, teamRefresh } from '../api/team';
import { agendaKey } from '../api/pipeline';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { useAdminAction } from '../parts/use-admin-action';
import { OpenWorkList } from './open-work-list';
import { PersonCard } from './person-card';
import { Heading } from '../parts/dashboard-section';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The people who can (or could) sign in. Disabling one asks first, lists their open leads and
 * coming visits, and can hand them to someone else in the same step.
 */
export function PeopleSection({ people, signedInId }: { people: TeamPerson[]; signedInId: number }) {
  const [handTo, setHandTo] = useState<number | null>(null);
  const active = people.filter((p) => p.status === 'active');

  const disable = useAdminAction({
    run: async ({ person, to }: { person: TeamPerson; to: number | null }) => {
      const moved = to === null ? null : await handOver(person.id, to);
      await disablePerson(person.id);
      return moved;
    },
    refresh: [...teamRefresh, leadsKey, agendaKey],
    done: ({ person, to }, moved) => ({
      title: `${person.name} is disabled`,
      ...(moved && to !== null
        ? {
            description: `${plural(moved.leads, 'lead')} and ${plural(moved.consultations, 'consultation')} handed to ${
              people.find((p) => p.id === to)?.name ?? ''
            }`,
          }
        : {}),
    }),
    failed: 'Could not disable the account',
  });
  const toDisable = useConfirmation((person: TeamPerson) => disable.mutate({ person, to: handTo }));
  const enable = useAdminAction({
    run: (person: TeamPerson) => enablePerson(person.id),
    refresh: teamRefresh,
    done: (person) => ({ title: `${person.name} can sign in again` }),
    failed: 'Could not enable the account',
  });
  const signOut = useAdminAction({
    run: (person: TeamPerson) => endSessionsOf(person.id),
    refresh: teamRefresh,
    done: (person, { ended }) => ({
      title: `${person.name} is signed out everywhere`,
      description: `${plural(ended, 'session')} ended`,
    }),
    failed: 'Could not sign them out',
  });
  const busy = disable.isPending || enable.isPending || signOut.isPending;

  return (
    <section aria-labelledby="team-people-heading">
      <Heading offset={1} id="team-people-heading" className="text-xl">
        People
      </Heading>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {people.map((person) => (
          <li key={person.id} className="grid">
            <PersonCard
              person={person}
              self={person.id === signedInId}
              busy={busy}
              onDisable={() => {
                setHandTo(null);
                toDisable.ask(person);
              }}
              onEnable={() => enable.mutate(person)}
              onSignOut={() => signOut.mutate(person)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...toDisable.dialog}
        title={toDisable.it ? `Disable ${toDisable.it.name}?` : ''}
        confirmLabel="Disable"
      >
        {toDisable.it ? (
          <>
            <p>
              {toDisable.it.name} is signed out at once and can no longer sign in, and their calendar feed link stops
              working. Their name stays in the history of the work they did. You can enable the account again later.
            </p>
            <OpenWorkList personId={toDisable.it.id} people={active} handTo={handTo} onHandTo={setHandTo} />
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
