import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { staffRoleLabels, staffRoles } from '../../../../shared/team';
import { invitationSchema, type InvitationInput, type InvitationSent } from '../../../../shared/team-schema';
import { ApiError } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { describeError } from '../api/errors';
import { sendInvitation, teamRefresh } from '../api/team';
import { FormAlert } from '../../ui/form-alert';

type InvitationFields = InvitationInput;
const formFields = ['name', 'email', 'role'] as const;

function sendError(err: unknown): string {
  if (err instanceof ApiError) return err.serverError ?? describeError(err);
  return 'The invitation could not be sent. Check the connection and try again.';
}

/** Name, e-mail and role, checked with the API's own schema; the server's refusal shows in the form. */
export function InviteForm({ onSent, onCancel }: { onSent: (sent: InvitationSent) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const roleHintId = `${id}-role-hint`;
  const form = useForm<InvitationFields>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { name: '', email: '', role: 'designer' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (values: InvitationInput) => {
    try {
      onSent(await sendInvitation(values));
      for (const queryKey of teamRefresh) void queryClient.invalidateQueries({ queryKey });
    } catch (err) {
      setError('root.server', { message: sendError(err) });
      showServerFieldErrors(form, formFields, err);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <TextField
        id={`${id}-name`}
        label="Name"
        autoComplete="off"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={`${id}-email`}
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <SelectField
          id={`${id}-role`}
          label="Role"
          error={errors.role?.message}
          aria-describedby={errors.role ? `${roleHintId} ${id}-role-error` : roleHintId}
          {...register('role')}
        >
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {staffRoleLabels[role]}
            </option>
          ))}
        </SelectField>
        <p id={roleHintId} className="mt-1.5 text-sm text-ink-muted">
          Owners can do everything, including managing the team. Office staff can do everything else. Designers work the
          leads assigned to them, with their own visits, and manage the gallery photos.
        </p>
      </div>
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
