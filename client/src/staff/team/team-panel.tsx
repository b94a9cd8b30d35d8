import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { invitationLifetimeDays } from '../../../../shared/team';
import type { InvitationSent } from '../../../../shared/team-schema';
import { Button } from '../../ui/button';
import { teamQuery } from '../api/team';
import { QueryState } from '../parts/query-state';
import { ActivitySection } from './activity-section';
import { InvitationLink } from './invitation-link';
import { InvitationsSection } from './invitations-section';
import { InviteDialog } from './invite-dialog';
import { PeopleSection } from './people-section';
import { TwoFactorRuleSection } from './two-factor-rule-section';
import { ModalDialog } from '../parts/modal-dialog';
import { SectionHeading } from '../parts/dashboard-section';

/** The Team page, /admin/team (owners): who can sign in, the sign-in rule, pending invitations, inviting someone new, and who did what. */
export function TeamPanel({ signedInId }: { signedInId: number }) {
  const team = useQuery(teamQuery);
  const mailConfigured = team.data?.mailConfigured ?? true;
  const [inviting, setInviting] = useState(false);
  const [resent, setResent] = useState<InvitationSent | null>(null);

  return (
    <section aria-labelledby="team-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SectionHeading id="team-heading">Team</SectionHeading>
        <Button size="sm" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Invite someone
        </Button>
      </div>
      <p className="mt-2 text-ink-soft">
        Everyone who can sign in to this dashboard. A new person joins through an invitation link that works for{' '}
        {invitationLifetimeDays} days.
      </p>
      <div className="mt-6">
        <QueryState query={team} what="the team">
          {(data) => (
            <>
              <PeopleSection people={data.people} signedInId={signedInId} />
              <TwoFactorRuleSection />
              <InvitationsSection invitations={data.invitations} mailConfigured={mailConfigured} onLink={setResent} />
              <ActivitySection people={data.people} />
            </>
          )}
        </QueryState>
      </div>
      <InviteDialog open={inviting} mailConfigured={mailConfigured} onClose={() => setInviting(false)} />
      <ModalDialog open={resent !== null} title="New invitation link" onClose={() => setResent(null)}>
        <div className="mt-4">
          {resent ? (
            <InvitationLink sent={resent} mailConfigured={mailConfigured} onDone={() => setResent(null)} />
          ) : null}
        </div>
      </ModalDialog>
    </section>
  );
}
