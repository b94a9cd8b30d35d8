import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AccountSession } from '../../../../shared/team';
import { Button } from '../../ui/button';
import { accountSessionsKey, accountSessionsQuery, endOtherSessions, endSession } from '../api/account';
import { replaceSession } from '../api/session';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { QueryState } from '../parts/query-state';
import { useAdminAction } from '../parts/use-admin-action';
import { otherSessions } from './other-sessions';
import { SessionCard } from './session-card';
import { Heading } from '../parts/dashboard-section';

/** Where you are signed in; ending one, or all but this one, asks first. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  const [toEnd, setToEnd] = useState<AccountSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
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
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <section aria-labelledby="account-sessions-heading">
      <Heading offset={1} id="account-sessions-heading" ref={heading} tabIndex={-1} className="text-xl">
        Sessions
      </Heading>
      <p className="mt-2 text-ink-soft">
        The browsers signed in to your account, in Connecticut time. End any you do not recognize.
      </p>
      <div className="mt-4">
        <QueryState query={sessions} what="your sessions">
          {({ sessions: list }) => (
            <>
              <ul className="grid gap-4 lg:grid-cols-2">
                {list.map((session) => (
                  <li key={session.id} className="grid">
                    <SessionCard session={session} busy={busy} onEnd={() => setToEnd(session)} />
                  </li>
                ))}
              </ul>
              {list.some((session) => !session.current) ? (
                <Button variant="secondary" className="mt-4" disabled={busy} onClick={() => setEndingOthers(true)}>
                  Sign out everywhere else
                </Button>
              ) : (
                <p className="mt-4 text-ink-soft">You are not signed in anywhere else.</p>
              )}
            </>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={toEnd !== null}
        title="End this session?"
        confirmLabel="End session"
        onCancel={() => setToEnd(null)}
        onConfirm={() => {
          if (toEnd) {
            endOne.mutate(toEnd, {
              onSuccess: ({ signedOut }) => {
                if (signedOut) replaceSession(queryClient, { authenticated: false });
                else refocus();
              },
            });
          }
          setToEnd(null);
        }}
      >
        {toEnd ? <p>{toEnd.browser} is signed out at once and has to sign in again to open the dashboard.</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={endingOthers}
        title="Sign out everywhere else?"
        confirmLabel="Sign out everywhere else"
        onCancel={() => setEndingOthers(false)}
        onConfirm={() => {
          endOthers.mutate(undefined, { onSuccess: refocus });
          setEndingOthers(false);
        }}
      >
        <p>Every other browser signed in to your account is signed out at once. This one stays signed in.</p>
      </ConfirmDialog>
    </section>
  );
}
