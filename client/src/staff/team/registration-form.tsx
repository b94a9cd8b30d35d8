import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  salespersonRegistrationHint,
  salespersonRegistrationLabel,
  salespersonRegistrationFormSchema,
} from '../../../../shared/salesperson-registration';
import type { TeamPerson } from '../../../../shared/team-schema';
import { ApiError } from '../../lib/api-request';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
import { saveRegistration, teamRefresh } from '../api/team';

type Fields = z.infer<typeof salespersonRegistrationFormSchema>;

/**
 * A person's Connecticut salesperson registration on their Team card (owners): checked with the
 * shared rule as typed; the API writes it the one way ("slp 0123456" is saved as SLP.0123456).
 */
export function RegistrationForm({ person }: { person: TeamPerson }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<Fields>({
    resolver: zodResolver(salespersonRegistrationFormSchema),
    defaultValues: { salespersonRegistration: person.salespersonRegistration ?? '' },
  });
  const error = errors.salespersonRegistration?.message;

  const save = useMutation({
    mutationFn: (values: Fields) => saveRegistration(person.id, values.salespersonRegistration),
    onSuccess: ({ person: saved }) => {
      reset({ salespersonRegistration: saved.salespersonRegistration ?? '' });
      for (const queryKey of teamRefresh) void queryClient.invalidateQueries({ queryKey });
      toast({
        title: saved.salespersonRegistration
          ? `${saved.name}’s registration is ${saved.salespersonRegistration}`
          : `${saved.name}’s registration is removed`,
      });
    },
    onError: (err) => {
      const message = err instanceof ApiError ? err.fieldErrors.salespersonRegistration?.[0] : undefined;
      if (message) setError('salespersonRegistration', { message });
      else toast({ variant: 'destructive', title: 'Could not save the registration', description: describeError(err) });
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="grid gap-2">
      <TextField
        id={`${id}-registration`}
        label={salespersonRegistrationLabel}
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        placeholder="SLP.0123456"
        aria-required={undefined}
        error={error}
        aria-describedby={error ? `${hintId} ${id}-registration-error` : hintId}
        {...register('salespersonRegistration')}
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {salespersonRegistrationHint}
      </p>
      <div>
        <Button type="submit" variant="secondary" size="sm" disabled={!isDirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save registration'}
        </Button>
      </div>
    </form>
  );
}
