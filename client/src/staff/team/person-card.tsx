import { formatDateTime } from '../../../../shared/business-time';
import { staffRoleLabels } from '../../../../shared/team';
import type { TeamPerson } from '../../../../shared/team-schema';
import { Button } from '../../ui/button';
import { StatusBadge } from '../parts/status-badge';
import { ItemCard } from '../parts/item-card';
import { RegistrationForm } from './registration-form';

/**
 * One person on the team: who, role, status, last sign-in, their salesperson registration, and
 * (never on oneself) Disable or Enable, and "Sign out everywhere" while active (a lost phone, a
 * shared computer).
 */
export function PersonCard({
  person,
  self,
  busy,
  onDisable,
  onEnable,
  onSignOut,
}: {
  person: TeamPerson;
  self: boolean;
  busy: boolean;
  onDisable: () => void;
  onEnable: () => void;
  onSignOut: () => void;
}) {
  const headingId = `team-person-${person.id}`;
  const active = person.status === 'active';
  return (
    <ItemCard
      headingId={headingId}
      title={person.name}
      subtitle={person.email}
      badges={
        <>
          {self ? <StatusBadge tone="warn">You</StatusBadge> : null}
          <StatusBadge tone={active ? 'good' : 'muted'}>{active ? 'Active' : 'Disabled'}</StatusBadge>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Role</dt>
        <dd>{staffRoleLabels[person.role]}</dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>
          {person.lastSignInAt ? (
            <time dateTime={person.lastSignInAt}>{formatDateTime(person.lastSignInAt)}</time>
          ) : (
            'Never'
          )}
        </dd>
      </dl>
      <RegistrationForm key={person.salespersonRegistration ?? ''} person={person} />
      {self ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-describedby={headingId}
            onClick={active ? onDisable : onEnable}
          >
            {active ? 'Disable' : 'Enable'}
          </Button>
          {active ? (
            <Button variant="secondary" size="sm" disabled={busy} aria-describedby={headingId} onClick={onSignOut}>
              Sign out everywhere
            </Button>
          ) : null}
        </div>
      )}
    </ItemCard>
  );
}
