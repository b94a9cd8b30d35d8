import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TwoFactorSetup } from '../../../../shared/two-factor';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
import { sessionKey } from '../api/session';
import { startTwoFactorSetup, twoFactorKey, twoFactorQuery } from '../api/account';
import { QueryState } from '../parts/query-state';
import { RecoveryCodesList } from './recovery-codes-list';
import { TurnOffTwoFactorForm } from './turn-off-two-factor-form';
import { ConfirmationCancelled } from './confirm-identity';
import { TwoFactorSetupSteps } from './two-factor-setup';
import { useConfirmIdentity } from './use-confirm-identity';
import { AccountSection } from './account-section';

type Stage =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | {
      kind: 'turning-off';
    };

const codesLeft = (n: number) => `${n} recovery ${n === 1 ? 'code' : 'codes'} left`;

/** Two-factor sign-in with an authenticator app: set it up, see how many recovery codes are left, turn it off. */
export function TwoFactorSection({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQuery);
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [starting, setStarting] = useState(false);
  // The form or list that had focus goes: keyboard focus goes back to the top of the section.
  const heading = useRef<HTMLHeadingElement>(null);
  // Setting it up asks "Confirm it's you" when the last sign-in is more than 5 minutes old.
  const { confirmed, dialog } = useConfirmIdentity();
  const backToStatus = () => {
    setStage({ kind: 'status' });
    heading.current?.focus();
  };
  /** After a change: the new status first (so the old one does not flash), then the session. */
  async function refreshThenBack() {
    await queryClient.invalidateQueries({ queryKey: twoFactorKey });
    backToStatus();
    // A sign-in held back for a required setup opens the whole dashboard now.
    await queryClient.invalidateQueries({ queryKey: sessionKey });
  }

  async function startSetup() {
    setStarting(true);
    try {
      const setup = await confirmed(startTwoFactorSetup);
      setStage({ kind: 'setup', setup });
    } catch (err) {
      if (err instanceof ConfirmationCancelled) return;
      toast({ variant: 'destructive', title: 'Could not start the setup', description: describeError(err) });
    } finally {
      setStarting(false);
    }
  }

  return (
    <AccountSection
      id="account-two-factor-heading"
      title="Two-factor sign-in"
      headingRef={heading}
      intro="With an authenticator app on your phone, signing in takes your password and a code from the app."
    >
      {stage.kind === 'setup' ? (
        <TwoFactorSetupSteps
          setup={stage.setup}
          confirmed={confirmed}
          onConfirmed={(codes) => setStage({ kind: 'codes', codes })}
          onCancel={backToStatus}
        />
      ) : stage.kind === 'codes' ? (
        <RecoveryCodesList codes={stage.codes} onDone={() => void refreshThenBack()} />
      ) : (
        <div className="mt-4">
          <QueryState query={status} what="your two-factor sign-in">
            {({ enabled, recoveryCodesLeft, required }) =>
              !enabled ? (
                <Button onClick={() => void startSetup()} disabled={starting}>
                  Set up an authenticator app
                </Button>
              ) : stage.kind === 'turning-off' ? (
                <TurnOffTwoFactorForm
                  email={email}
                  onCancel={backToStatus}
                  onTurnedOff={() => {
                    toast({ title: 'Two-factor sign-in is off' });
                    void refreshThenBack();
                  }}
                />
              ) : (
                <>
                  <p>Two-factor sign-in is on. {codesLeft(recoveryCodesLeft)}.</p>
                  {required ? (
                    <p className="mt-2 text-ink-soft">
                      Your team requires it for everyone, so it cannot be turned off.
                    </p>
                  ) : (
                    <Button variant="secondary" className="mt-4" onClick={() => setStage({ kind: 'turning-off' })}>
                      Turn off
                    </Button>
                  )}
                </>
              )
            }
          </QueryState>
        </div>
      )}
      {dialog}
    </AccountSection>
  );
}
