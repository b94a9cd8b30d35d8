import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { passkeyTryAgain } from '../../../../shared/passkeys';
import type { ApiError } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { replaceSession, signInWithPasskey } from '../api/session';
import { passkeyErrorMessage, askForPasskey } from './passkey-ceremony';
import { heldBackMessage } from './sign-in-shared';
import { FormAlert } from '../../ui/form-alert';

function serverText(err: ApiError): string {
  if (err.status === 429) return heldBackMessage(err);
  if (err.status === 401 && err.serverError === passkeyTryAgain) return passkeyTryAgain;
  if (err.status === 401) return 'That passkey is not recognised. Sign in with your password, or try another passkey.';
  return 'Sign-in is not available right now. Please try again in a moment.';
}

/**
 * Signs in with a passkey: on its own from the sign-in form, or as the second step after the
 * password (the server then accepts only that person's passkeys).
 */
export function PasskeySignInButton({
  label = 'Sign in with a passkey',
  variant = 'secondary',
  onStart,
  autoFocus = false,
}: {
  label?: string;
  variant?: 'primary' | 'secondary';
  /** Called as the attempt starts, e.g. to clear the form's own error. */
  onStart?: () => void;
  /** The second step replaces the password form: keyboard focus lands here. */
  autoFocus?: boolean;
}) {
  const queryClient = useQueryClient();
  const errorId = useId();
  const signIn = useMutation({
    mutationFn: async () => signInWithPasskey({ response: await askForPasskey() }),
    onSuccess: (session) => replaceSession(queryClient, session),
  });

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant={variant}
        disabled={signIn.isPending}
        autoFocus={autoFocus}
        aria-describedby={signIn.isError ? errorId : undefined}
        onClick={() => {
          onStart?.();
          signIn.mutate();
        }}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {signIn.isPending ? 'Waiting for your passkey…' : label}
      </Button>
      <FormAlert id={errorId} message={signIn.isError ? passkeyErrorMessage(signIn.error, serverText) : undefined} />
    </div>
  );
}
