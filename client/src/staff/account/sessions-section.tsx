import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AccountSession } from '../../../../shared/team';
import { Button } from '../../ui/button';
import { accountSessionsKey, accountSessionsQuery, endOtherSessions, endSession } from '../api/account';
import { replaceSession } from '../api/session';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { QueryState } from '../parts/query-state';
import { useAdminAction } from '../parts/use-admin-action';
import { otherSessions } from './other-sessions';
import { SessionCard } from './session-card';
import { AccountSection } from './account-section';

/** Where you are signed in; ending one, or all but this one, asks first. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  // The button pressed leaves with its card: keyboard focus goes back to the top of the list.
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = () => heading.current?.focus();

  const endOne = useAdminAction({
    run: (session: AccountSession) => endSession(session.id),
    refresh: [accountSessionsKey],
    done: () => ({ title: 'Session ended' }),
    failed: 'Could not end the session',
  });
  const endOthers = useAdminAction({
    run: endOtherSessions,
    refresh: [accountSessionsKey],
    done: (_vars, { ended }) => ({ title: `Signed out of ${otherSessions(ended)}` }),
    failed: 'Could not sign out the other sessions',
  });
  const toEnd = useConfirmation((session: AccountSession) =>
    endOne.mutate(session, {
      onSuccess: ({ signedOut }) => {
        if (signedOut) replaceSession(queryClient, { authenticated: false });
        else refocus();
      },
    }),
  );
  const endingOthers = useConfirmation(() => endOthers.mutate(undefined, { onSuccess: refocus }));
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <AccountSection
      id="account-sessions-heading"
      title="Sessions"
      headingRef={heading}
      intro="The browsers signed in to your account, in Connecticut time. End any you do not recognize."
    >
      <div className="mt-4">
        <QueryState query={sessions} what="your sessions">
          {({ sessions: list }) => (
            <>
              <ul className="grid gap-4 lg:grid-cols-2">
                {list.map((session) => (
                  <li key={session.id} className="grid">
                    <SessionCard session={session} busy={busy} onEnd={() => toEnd.ask(session)} />
                  </li>
                ))}
              </ul>
              {list.some((session) => !session.current) ? (
                <Button variant="secondary" className="mt-4" disabled={busy} onClick={() => endingOthers.ask(true)}>
                  Sign out everywhere else
                </Button>
              ) : (
                <p className="mt-4 text-ink-soft">You are not signed in anywhere else.</p>
              )}
            </>
          )}
        </QueryState>
      </div>
      <ConfirmDialog {...toEnd.dialog} title="End this session?" confirmLabel="End session">
        {toEnd.it ? (
          <p>{toEnd.it.browser} is signed out at once and has to sign in again to open the dashboard.</p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog {...endingOthers.dialog} title="Sign out everywhere else?" confirmLabel="Sign out everywhere else">
        <p>Every other browser signed in to your account is signed out at once. This one stays signed in.</p>
      </ConfirmDialog>
    </AccountSection>
  );
}
