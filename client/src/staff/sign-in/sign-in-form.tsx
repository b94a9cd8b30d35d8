import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInSchema, type SignIn } from '../../../../shared/team';
import { ApiError } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { replaceSession, signIn as sendSignIn } from '../api/session';
import { AdminPageShell } from '../shell/admin-page-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SignInCodeForm } from './sign-in-code-form';
import { TextField } from '../../ui/text-field';
import { heldBackMessage, textButtonClass } from './sign-in-shared';
import { FormAlert } from '../../ui/form-alert';

function signInError(err: unknown): string {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 401) return 'That e-mail and password do not match. Please try again.';
  if (status === 429) return heldBackMessage(err as ApiError);
  return 'Sign-in is not available right now. Please try again in a moment.';
}

export function SignInForm() {
  const queryClient = useQueryClient();
  const form = useForm<SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    clearErrors,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const [forgot, setForgot] = useState(false);
  // The password was right and the person has a second factor: the app's code and/or a passkey comes next.
  const [secondStep, setSecondStep] = useState<{ code: boolean; passkey: boolean } | null>(null);
  const codeStep = secondStep !== null;
  const forgotButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  const startedOver = useRef(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [email, password] = watch(['email', 'password']);
  const filled = email.trim() !== '' && password !== '';
  const refusal = errors.root?.server?.message;
  const refusalProps = refusal ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  // Back from "Forgot password?": keep the keyboard where the person left the sign-in form.
  useEffect(() => {
    if (!forgot && cameBack.current) forgotButton.current?.focus();
  }, [forgot]);
  // "Start over" from the code step: the password is asked again.
  useEffect(() => {
    if (!codeStep && startedOver.current) setFocus('password');
  }, [codeStep, setFocus]);

  const onValid = async (values: SignIn) => {
    try {
      const answer = await sendSignIn(values);
      resetField('password');
      if (!answer.authenticated && answer.twoFactor === 'code') {
        setSecondStep({ code: true, passkey: 'passkey' in answer && answer.passkey === true });
      } else if (!answer.authenticated && answer.twoFactor === 'passkey') {
        setSecondStep({ code: false, passkey: true });
      } else replaceSession(queryClient, answer);
    } catch (err) {
      if (showServerFieldErrors(form, ['email', 'password'], err).length > 0) return;
      setError('root.server', { message: signInError(err) });
      // The Sign in button was disabled while sending, which drops its focus: back to the password.
      setFocus('password', { shouldSelect: true });
    }
  };

  if (forgot) {
    return (
      <AdminPageShell>
        <Card className="mx-auto mt-4 max-w-md">
          <ForgotPasswordForm
            initialEmail={getValues('email').trim()}
            onBack={(typed) => {
              setValue('email', typed);
              cameBack.current = true;
              setForgot(false);
            }}
          />
        </Card>
      </AdminPageShell>
    );
  }

  if (secondStep) {
    const startOver = () => {
      clearErrors();
      startedOver.current = true;
      setSecondStep(null);
    };
    return (
      <AdminPageShell>
        <Card className="mx-auto mt-4 max-w-md">
          <SignInHeading />
          {secondStep.code ? (
            <SignInCodeForm passkey={secondStep.passkey} onStartOver={startOver} />
          ) : (
            <SignInPasskeyStep onStartOver={startOver} />
          )}
        </Card>
      </AdminPageShell>
    );
  }

  return (
    <AdminPageShell>
      <Card className="mx-auto mt-4 max-w-md">
        <SignInHeading />
        <p className="mt-3 text-ink-soft">Sign in with your e-mail address and password to open the staff dashboard.</p>
        <form className="mt-6 grid gap-4" onSubmit={handleSubmit(onValid)} noValidate>
          <TextField
            id={emailId}
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...refusalProps}
            {...register('email')}
          />
          <TextField
            id={passwordId}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...refusalProps}
            {...register('password')}
          />
          <FormAlert id={errorId} message={refusal} />
          <Button type="submit" disabled={isSubmitting || !filled}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        <div className="mt-4 grid">
          <PasskeySignInButton onStart={() => clearErrors()} />
        </div>
        <button ref={forgotButton} type="button" className={`mt-4 ${textButtonClass}`} onClick={() => setForgot(true)}>
          Forgot password?
        </button>
      </Card>
    </AdminPageShell>
  );
}

/** The second step for a person whose only second factor is a passkey. */
function SignInPasskeyStep({ onStartOver }: { onStartOver: () => void }) {
  return (
    <>
      <p className="mt-3 text-ink-soft">Your password is right. Now use your passkey to finish signing in.</p>
      <div className="mt-6 grid">
        <PasskeySignInButton label="Use your passkey" variant="primary" autoFocus />
      </div>
      <button type="button" className={`mt-4 ${textButtonClass}`} onClick={onStartOver}>
        Start over
      </button>
    </>
  );
}

function SignInHeading() {
  return (
    <div className="flex items-center gap-3">
      <LockKeyhole aria-hidden="true" className="size-6 text-harbor-700" />
      <h1 className="text-3xl leading-tight">Staff sign-in</h1>
    </div>
  );
}
