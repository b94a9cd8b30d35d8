import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, staffPasswordMinLength, type ChangePassword } from '../../../../shared/team';
import { ApiError } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { controlProps, LabelledControl } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { accountSessionsKey, changePassword } from '../api/account';
import { otherSessions } from './other-sessions';
import { FormAlert } from '../../ui/form-alert';
import { AccountSection } from './account-section';

const passwordFields = ['currentPassword', 'newPassword'] as const;
const emptyForm: ChangePassword = { currentPassword: '', newPassword: '', endOtherSessions: true };

function saveError(err: unknown): string {
  if (err instanceof ApiError && err.serverError) return err.serverError;
  return 'The password could not be changed. Check the connection and try again.';
}

/** Changing your own password; the server's refusals (wrong current password, too common) show under their field. */
export function ChangePasswordSection({ email }: { email: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const ids = {
    current: `${id}-current`,
    next: `${id}-new`,
    hint: `${id}-new-hint`,
    endOthers: `${id}-end-others`,
    serverError: `${id}-server-error`,
  };
  const form = useForm<ChangePassword>({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const currentError = errors.currentPassword?.message;
  const newError = errors.newPassword?.message;
  const serverError = errors.root?.server?.message;

  const onValid = async (values: ChangePassword) => {
    try {
      const { endedOthers } = await changePassword(values);
      reset(emptyForm);
      toast({
        title: 'Password changed',
        description: endedOthers > 0 ? `Signed out of ${otherSessions(endedOthers)}.` : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: accountSessionsKey });
    } catch (err) {
      const named = showServerFieldErrors(form, passwordFields, err);
      if (named.length === 0) setError('root.server', { message: saveError(err) });
    }
  };

  return (
    <AccountSection id="account-password-heading" title="Change password">
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 grid max-w-md gap-4">
        {/* Lets a password manager save the new password under the right e-mail. */}
        <input hidden readOnly type="email" name="username" autoComplete="username" value={email} />
        <LabelledControl id={ids.current} label="Current password" error={currentError}>
          <input
            type="password"
            autoComplete="current-password"
            {...controlProps(ids.current, currentError, undefined)}
            {...register('currentPassword')}
          />
        </LabelledControl>
        <LabelledControl id={ids.next} label="New password" error={newError}>
          <input
            type="password"
            autoComplete="new-password"
            {...controlProps(ids.next, newError, undefined)}
            aria-describedby={[ids.hint, newError && `${ids.next}-error`].filter(Boolean).join(' ')}
            {...register('newPassword')}
          />
          <p id={ids.hint} className="mt-1.5 text-sm text-ink-muted">
            At least {staffPasswordMinLength} characters; common passwords are refused.
          </p>
        </LabelledControl>
        <label htmlFor={ids.endOthers} className="flex min-h-11 items-center gap-3">
          <input
            id={ids.endOthers}
            type="checkbox"
            className="size-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
            {...register('endOtherSessions')}
          />
          Sign out my other sessions
        </label>
        <FormAlert id={ids.serverError} message={serverError} />
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </AccountSection>
  );
}
