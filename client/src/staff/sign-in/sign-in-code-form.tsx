import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { codeNotCorrect, signInAgain } from '../../../../shared/two-factor';
import { ApiError } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { replaceSession, signInWithCode } from '../api/session';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { TextField } from '../../ui/text-field';
import { heldBackMessage, textButtonClass } from './sign-in-shared';

function codeError(err: unknown): string {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 401 && err instanceof ApiError && err.serverError === signInAgain) {
    return 'This sign-in has expired. Choose “Start over” and enter your password again.';
  }
  if (status === 401 || status === 400) return `${codeNotCorrect}. Please try again.`;
  if (status === 429) return heldBackMessage(err as ApiError);
  return 'Sign-in is not available right now. Please try again in a moment.';
}

/** The second step of signing in: a code from the authenticator app, or a recovery code (or, if they have one, a passkey). */
export function SignInCodeForm({ onStartOver, passkey = false }: { onStartOver: () => void; passkey?: boolean }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const hintId = useId();
  const verify = useMutation({
    mutationFn: signInWithCode,
    onSuccess: (session) => replaceSession(queryClient, session),
  });

  // The password step is gone: keyboard and screen reader users land on the new field.
  useEffect(() => input.current?.focus(), []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (code.trim() !== '') verify.mutate({ code: code.trim() });
  }

  return (
    <>
      <p id={hintId} className="mt-3 text-ink-soft">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
        {/* Text, not numeric: recovery codes have letters. */}
        <TextField
          ref={input}
          id={codeId}
          label="Code"
          error={verify.isError ? codeError(verify.error) : undefined}
          alert
          type="text"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={verify.isError ? `${hintId} ${codeId}-error` : hintId}
        />
        <Button type="submit" disabled={verify.isPending || code.trim() === ''}>
          {verify.isPending ? 'Verifying…' : 'Verify'}
        </Button>
      </form>
      {passkey ? (
        <div className="mt-4 grid">
          <PasskeySignInButton label="Use a passkey instead" onStart={() => verify.reset()} />
        </div>
      ) : null}
      <button type="button" className={`mt-4 ${textButtonClass}`} onClick={onStartOver}>
        Start over
      </button>
    </>
  );
}
