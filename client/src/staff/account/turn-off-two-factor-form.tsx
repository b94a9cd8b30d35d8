import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { turnOffTwoFactorSchema, type TurnOffTwoFactor } from '../../../../shared/two-factor';
import { ApiError } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { turnOffTwoFactor } from '../api/account';

function turnOffError(err: unknown): string {
  if (err instanceof ApiError) return err.fieldErrors.password?.[0] ?? err.serverError ?? err.message;
  return 'Two-factor sign-in could not be turned off. Check the connection and try again.';
}

/** Turning two-factor sign-in off asks for the current password, so a session left open is not enough. */
export function TurnOffTwoFactorForm({
  email,
  onTurnedOff,
  onCancel,
}: {
  email: string;
  onTurnedOff: () => void;
  onCancel: () => void;
}) {
  const passwordId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TurnOffTwoFactor>({ resolver: zodResolver(turnOffTwoFactorSchema), defaultValues: { password: '' } });
  const error = errors.password?.message;

  useEffect(() => setFocus('password'), [setFocus]);

  const onValid = async (values: TurnOffTwoFactor) => {
    try {
      await turnOffTwoFactor(values);
      onTurnedOff();
    } catch (err) {
      setError('password', { message: turnOffError(err) }, { shouldFocus: true });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 grid max-w-md gap-4">
      <input hidden readOnly type="email" name="username" autoComplete="username" value={email} />
      <TextField
        id={passwordId}
        label="Current password"
        error={error}
        alert
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
