import { formatDateTime } from '../../../../shared/business-time';
import { staffRoleLabels } from '../../../../shared/team';
import type { TeamPerson } from '../../../../shared/team-schema';
import { Button } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { StatusBadge } from './status-badge';
import { Heading } from '../parts/dashboard-section';
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
    <article
      aria-labelledby={headingId}
      className={cardVariants({ padding: 'compact', className: 'flex min-w-0 flex-col gap-3 wrap-anywhere' })}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <Heading offset={2} id={headingId} className="text-xl">
            {person.name}
          </Heading>
          <p className="text-sm text-ink-soft">{person.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {self ? <StatusBadge tone="warn">You</StatusBadge> : null}
          <StatusBadge tone={active ? 'good' : 'muted'}>{active ? 'Active' : 'Disabled'}</StatusBadge>
        </div>
      </div>
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
    </article>
  );
}
