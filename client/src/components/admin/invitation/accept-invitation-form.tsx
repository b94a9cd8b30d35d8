import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import {
  acceptInvitationSchema,
  staffPasswordMinLength,
  staffRoleLabels,
  type AdminSession,
  type InvitationLookup,
} from '../../../../../shared/team';
import { ApiError, apiRequest } from '../../../lib/api-request';
import { Button } from '../../ui/button';
import { controlProps, LabelledControl } from '../../contact/text-field';
import { describeError, replaceSession } from '../admin-queries';

type Password = z.infer<typeof acceptInvitationSchema>;

function saveError(err: unknown): string {
  if (err instanceof ApiError) return err.serverError ?? describeError(err);
  return 'The password could not be saved. Check the connection and try again.';
}

/**
 * The valid invitation: choose a password, which signs the person in and opens the dashboard.
 * A link that stopped working meanwhile (410) is looked up again through `onGone`.
 */
export function AcceptInvitationForm({
  token,
  invitation,
  onGone,
}: {
  token: string;
  invitation: Extract<InvitationLookup, { state: 'valid' }>;
  onGone: () => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const id = useId();
  const hintId = `${id}-hint`;
  const serverErrorId = `${id}-server-error`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Password>({ resolver: zodResolver(acceptInvitationSchema), defaultValues: { password: '' } });
  const fieldError = errors.password?.message;
  const serverError = errors.root?.server?.message;

  const onValid = async (values: Password) => {
    try {
      const res = await apiRequest('POST', `/api/invitations/${encodeURIComponent(token)}`, values);
      replaceSession(queryClient, (await res.json()) as AdminSession);
      navigate('/admin', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) onGone();
      else setError('root.server', { message: saveError(err) });
    }
  };

  return (
    <>
      <h1 className="text-3xl leading-tight">Join the team</h1>
      <p className="mt-3 text-ink-soft">
        {invitation.name}, you have been invited as {staffRoleLabels[invitation.role]} ({invitation.email}). Choose a
        password to finish.
      </p>
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-6 grid gap-4">
        {/* Lets a password manager save the new password under the right e-mail. */}
        <input hidden readOnly type="email" name="username" autoComplete="username" value={invitation.email} />
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
        {serverError ? (
          <p id={serverErrorId} role="alert" className="font-medium text-red-800">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Set password'}
        </Button>
      </form>
    </>
  );
}
