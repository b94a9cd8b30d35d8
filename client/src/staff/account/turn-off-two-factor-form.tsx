import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { turnOffTwoFactorSchema, type TurnOffTwoFactor } from '../../../../shared/two-factor';
import { TextField } from '../../ui/text-field';
import { turnOffTwoFactor } from '../api/account';
import { FormButtons } from '../parts/form-buttons';
import { useOneFieldForm } from './use-one-field-form';

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
  const { form, onSubmit, error } = useOneFieldForm<TurnOffTwoFactor>({
    resolver: zodResolver(turnOffTwoFactorSchema),
    defaultValues: { password: '' },
    field: 'password',
    send: async (values) => {
      await turnOffTwoFactor(values);
      onTurnedOff();
    },
    offline: 'Two-factor sign-in could not be turned off. Check the connection and try again.',
  });
  const {
    register,
    setFocus,
    formState: { isSubmitting },
  } = form;

  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid max-w-md gap-4">
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
      <FormButtons
        submitLabel="Turn off two-factor sign-in"
        busyLabel="Turning off…"
        busy={isSubmitting}
        destructive
        onCancel={onCancel}
      />
    </form>
  );
}
