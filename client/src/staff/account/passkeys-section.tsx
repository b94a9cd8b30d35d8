import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PasskeyInfo } from '../../../../shared/passkeys';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
import { addPasskey, passkeysKey, passkeysQuery, removePasskey } from '../api/account';
import { sessionKey } from '../api/session';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useConfirmation } from '../parts/use-confirmation';
import { createPasskey, passkeyErrorMessage } from '../sign-in/passkey-ceremony';
import { QueryState } from '../parts/query-state';
import { useAdminAction } from '../parts/use-admin-action';
import { ConfirmationCancelled } from './confirm-identity';
import { PasskeyCard } from './passkey-card';
import { useConfirmIdentity } from './use-confirm-identity';
import { AccountSection } from './account-section';

/**
 * Your passkeys: sign in with the device's fingerprint, face or PIN instead of a password, or use one
 * as the second step after the password. Add one, see where each is, remove one (asks first).
 */
export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const [adding, setAdding] = useState(false);
  // The card whose button was pressed goes: keyboard focus goes back to the top of the section.
  const heading = useRef<HTMLHeadingElement>(null);
  // Adding or removing one asks "Confirm it's you" when the last sign-in is more than 5 minutes old.
  const { confirmed, dialog } = useConfirmIdentity();

  const remove = useAdminAction({
    run: (passkey: PasskeyInfo) => confirmed(() => removePasskey(passkey.id)),
    refresh: [passkeysKey],
    done: (passkey) => ({ title: 'Passkey removed', description: `${passkey.name} no longer signs you in.` }),
    failed: 'Could not remove the passkey',
  });
  const toRemove = useConfirmation((passkey: PasskeyInfo) =>
    remove.mutate(passkey, { onSuccess: () => heading.current?.focus() }),
  );

  async function add() {
    setAdding(true);
    try {
      const added = await confirmed(async () => addPasskey({ response: await createPasskey() }));
      toast({ title: 'Passkey added', description: `${added.name} can now sign you in.` });
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      // A sign-in held back for a required two-factor setup opens the whole dashboard now.
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    } catch (err) {
      if (err instanceof ConfirmationCancelled) return;
      toast({
        variant: 'destructive',
        title: 'Could not add a passkey',
        description: passkeyErrorMessage(err, describeError),
      });
    } finally {
      setAdding(false);
    }
  }

  return (
    <AccountSection
      id="account-passkeys-heading"
      title="Passkeys"
      headingRef={heading}
      intro="A passkey signs you in with your device’s fingerprint, face or screen lock, without typing a password. It also counts as the second step after your password."
    >
      <div className="mt-4">
        <QueryState query={passkeys} what="your passkeys">
          {({ passkeys: list, lastRequiredFactor }) => (
            <>
              {list.length === 0 ? (
                <p>You have no passkeys yet.</p>
              ) : (
                <ul aria-label="Your passkeys" className="grid gap-4 lg:grid-cols-2">
                  {list.map((passkey) => (
                    <li key={passkey.id} className="grid">
                      <PasskeyCard
                        passkey={passkey}
                        busy={remove.isPending}
                        canRemove={!lastRequiredFactor}
                        onRemove={() => toRemove.ask(passkey)}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {lastRequiredFactor ? (
                <p className="mt-2 text-ink-soft">
                  Your team requires two-factor sign-in: add another passkey or an authenticator app before removing
                  this one.
                </p>
              ) : null}
              <Button className="mt-4" onClick={() => void add()} disabled={adding}>
                {adding ? 'Waiting for your device…' : 'Add a passkey'}
              </Button>
            </>
          )}
        </QueryState>
      </div>
      {dialog}
      <ConfirmDialog {...toRemove.dialog} title="Remove this passkey?" confirmLabel="Remove passkey">
        {toRemove.it ? (
          <p>
            {toRemove.it.name} no longer signs you in. The passkey itself stays on the device until you delete it there.
          </p>
        ) : null}
      </ConfirmDialog>
    </AccountSection>
  );
}
