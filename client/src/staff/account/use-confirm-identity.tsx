import { useCallback, useRef, useState, type ReactNode } from 'react';
import { isConfirmIdentityRefusal, type ConfirmIdentityRefusal } from '../../../../shared/recent-auth';
import { ApiError } from '../../lib/api-request';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { ConfirmationCancelled } from './confirm-identity';

type Asking = { refusal: ConfirmIdentityRefusal; settle: (confirmed: boolean) => void };

/**
 * Changes of how someone signs in need a password, passkey or code within the last few minutes.
 * `confirmed(action)` runs the action; when the server refuses it for that reason, "Confirm it's
 * you" opens, and once confirmed the action runs again by itself. Cancelling rejects with
 * ConfirmationCancelled. Render `dialog` once beside the buttons that use it.
 */
export function useConfirmIdentity(): {
  confirmed: <T>(action: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<Asking | null>(null);
  const askingRef = useRef<Asking | null>(null);

  const confirmed = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 403 && isConfirmIdentityRefusal(err.body))) throw err;
      const refusal = err.body;
      const ok = await new Promise<boolean>((settle) => {
        askingRef.current = { refusal, settle };
        setAsking(askingRef.current);
      });
      askingRef.current = null;
      setAsking(null);
      if (!ok) throw new ConfirmationCancelled();
      return action();
    }
  }, []);

  const dialog = (
    <ConfirmIdentityDialog
      open={asking !== null}
      passkey={asking?.refusal.passkey ?? false}
      appCode={asking?.refusal.appCode ?? false}
      onConfirmed={() => askingRef.current?.settle(true)}
      onCancel={() => askingRef.current?.settle(false)}
    />
  );
  return { confirmed, dialog };
}
