import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-request';
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
  const [email, setEmail] = useState(initialEmail);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailId = useId();
  const send = useMutation({
    mutationFn: sendResetLink,
  });
  const filled = email.trim() !== '';

  // The card's content was swapped: start reading from its new heading.
  useEffect(() => heading.current?.focus(), []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (filled) send.mutate({ email: email.trim() });
  }

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="text-3xl leading-tight focus:outline-none">
        Reset your password
      </h1>
      <p className="mt-3 text-ink-soft">
        Enter the e-mail address you sign in with, and we will send a link to choose a new password.
      </p>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
        <TextField
          id={emailId}
          label="E-mail"
          error={send.isError ? sendError(send.error) : undefined}
          alert
          type="email"
          name="email"
          inputMode="email"
          autoComplete="username"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={send.isPending || !filled}>
          {send.isPending ? 'Sending…' : 'Send link'}
        </Button>
      </form>
      {/* Always in the page (empty until the answer arrives), so screen readers announce it. */}
      <p role="status" className="font-medium text-harbor-800 not-empty:mt-4">
        {send.isSuccess ? send.data.message : ''}
      </p>
      <button type="button" className={`mt-4 ${textButtonClass}`} onClick={() => onBack(email)}>
        Back to sign-in
      </button>
    </>
  );
}
