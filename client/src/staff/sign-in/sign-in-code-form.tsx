import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { codeNotCorrect, signInAgain, signInCodeSchema, type SignInCode } from '../../../../shared/two-factor';
import { ApiError } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
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
  const form = useForm<SignInCode>({ resolver: zodResolver(signInCodeSchema), defaultValues: { code: '' } });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const codeId = useId();
  const hintId = useId();
  const error = errors.code?.message;

  // The password step is gone: keyboard and screen reader users land on the new field.
  useEffect(() => setFocus('code'), [setFocus]);

  const onValid = async (values: SignInCode) => {
    try {
      replaceSession(queryClient, await signInWithCode(values));
    } catch (err) {
      if (showServerFieldErrors(form, ['code'], err).length > 0) return;
      setError('code', { message: codeError(err) }, { shouldFocus: true });
    }
  };

  return (
    <>
      <p id={hintId} className="mt-3 text-ink-soft">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <form className="mt-6 grid gap-4" onSubmit={handleSubmit(onValid)} noValidate>
        {/* Text, not numeric: recovery codes have letters. */}
        <TextField
          id={codeId}
          label="Code"
          error={error}
          alert
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
          aria-describedby={error ? `${hintId} ${codeId}-error` : hintId}
          {...register('code')}
        />
        <Button type="submit" disabled={isSubmitting || watch('code').trim() === ''}>
          {isSubmitting ? 'Verifying…' : 'Verify'}
        </Button>
      </form>
      {passkey ? (
        <div className="mt-4 grid">
          <PasskeySignInButton label="Use a passkey instead" onStart={() => clearErrors()} />
        </div>
      ) : null}
      <button type="button" className={`mt-4 ${textButtonClass}`} onClick={onStartOver}>
        Start over
      </button>
    </>
  );
}
