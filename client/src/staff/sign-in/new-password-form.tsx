import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { resetPasswordSchema, staffPasswordMinLength } from '../../../../shared/team';
import { ApiError } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { controlProps, LabelledControl } from '../../ui/text-field';
import { describeError } from '../api/errors';
import { FormAlert } from '../../ui/form-alert';

/** acceptInvitationSchema and resetPasswordSchema: one field, the new password, checked by either in the form. */
export type NewPassword = z.infer<typeof resetPasswordSchema>;

function saveError(err: unknown): string {
  if (err instanceof ApiError) return err.serverError ?? describeError(err);
  return 'The password could not be saved. Check the connection and try again.';
}

/**
 * Choosing a password from an e-mailed link (an invitation or a reset). `onSave` sends it; what
 * it throws is shown under the field (e.g. the server's "too common" refusal).
 */
export function NewPasswordForm({
  email,
  submitLabel,
  onSave,
}: {
  email: string;
  submitLabel: string;
  onSave: (values: NewPassword) => Promise<void>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const serverErrorId = `${id}-server-error`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '' } });
  const fieldError = errors.password?.message;
  const serverError = errors.root?.server?.message;

  const onValid = async (values: NewPassword) => {
    try {
      await onSave(values);
    } catch (err) {
      setError('root.server', { message: saveError(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-6 grid gap-4">
      {/* Lets a password manager save the new password under the right e-mail. */}
      <input hidden readOnly type="email" name="username" autoComplete="username" value={email} />
      <LabelledControl id={`${id}-password`} label="New password" error={fieldError}>
        <input
          type="password"
          autoComplete="new-password"
          {...controlProps(`${id}-password`, fieldError ?? serverError, undefined)}
          aria-describedby={[hintId, fieldError && `${id}-password-error`, serverError && serverErrorId]
            .filter(Boolean)
            .join(' ')}
          {...register('password')}
        />
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          At least {staffPasswordMinLength} characters; common passwords are refused.
        </p>
      </LabelledControl>
      <FormAlert id={serverErrorId} message={serverError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
