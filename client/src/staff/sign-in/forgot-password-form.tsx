import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPassword } from '../../../../shared/team';
import { ApiError } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { textButtonClass, tooManyAttemptsMessage } from './sign-in-shared';
import { sendResetLink } from '../api/password-reset';

function sendError(err: unknown): string {
  if (err instanceof ApiError && err.status === 429) return tooManyAttemptsMessage;
  return 'The link could not be sent right now. Please try again in a moment.';
}

/**
 * "Forgot password?": asks for the e-mail and shows the server's answer, which is the same whether
 * or not the address belongs to anyone. `onBack` returns to sign-in with what was typed.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: (email: string) => void;
}) {
  const form = useForm<ForgotPassword>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  /** The server's answer, the same whether or not the address belongs to anyone. */
  const [answer, setAnswer] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const emailId = useId();

  // The card's content was swapped: start reading from its new heading.
  useEffect(() => heading.current?.focus(), []);

  const onValid = async (values: ForgotPassword) => {
    setAnswer('');
    try {
      setAnswer((await sendResetLink(values)).message);
    } catch (err) {
      if (showServerFieldErrors(form, ['email'], err).length > 0) return;
      setError('email', { message: sendError(err) }, { shouldFocus: true });
    }
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="text-3xl leading-tight focus:outline-none">
        Reset your password
      </h1>
      <p className="mt-3 text-ink-soft">
        Enter the e-mail address you sign in with, and we will send a link to choose a new password.
      </p>
      <form className="mt-6 grid gap-4" onSubmit={handleSubmit(onValid)} noValidate>
        <TextField
          id={emailId}
          label="E-mail"
          error={errors.email?.message}
          alert
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          maxLength={254}
          {...register('email')}
        />
        <Button type="submit" disabled={isSubmitting || watch('email').trim() === ''}>
          {isSubmitting ? 'Sending…' : 'Send link'}
        </Button>
      </form>
      {/* Always in the page (empty until the answer arrives), so screen readers announce it. */}
      <p role="status" className="font-medium text-harbor-800 not-empty:mt-4">
        {answer}
      </p>
      <button type="button" className={`mt-4 ${textButtonClass}`} onClick={() => onBack(getValues('email'))}>
        Back to sign-in
      </button>
    </>
  );
}
