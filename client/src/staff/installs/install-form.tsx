import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { businessTime, dayOf } from '../../../../shared/business-time';
import { bookInstallSchema, type BookInstall, type JobInstall } from '../../../../shared/installs/install-schema';
import { maxInstallDays } from '../../../../shared/installs/install-words';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/use-toast';
import { bookInstall, jobInstallQuery } from '../api/installs';
import { FormButtons } from '../parts/form-buttons';
import { useSendingForm } from '../parts/use-sending-form';

const hoursOf = (d: { startsAt: string; endsAt: string }) =>
  (Date.parse(d.endsAt) - Date.parse(d.startsAt)) / 3_600_000;

/** "Schedule install" / "Move install": the days (date, start, hours), the crew (checkboxes), the address and notes. */
export function InstallForm({ leadId, job, onDone }: { leadId: number; job: JobInstall; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const live = job.install && !job.install.cancelledAt ? job.install : null;
  const { form, onSubmit, busy, refusal } = useSendingForm<BookInstall>({
    resolver: zodResolver(bookInstallSchema),
    defaultValues: {
      days: live
        ? live.days.map((d) => ({ day: dayOf(d.startsAt), start: businessTime(d.startsAt), hours: hoursOf(d) }))
        : [{ day: '', start: '08:00', hours: 8 }],
      crew: live ? live.crew.map((p) => p.id) : [],
      address: job.install?.address ?? job.workAddress,
      notes: job.install?.notes ?? '',
    },
    fields: ['days', 'crew', 'address', 'notes'],
    send: async (values) => {
      const answer = await bookInstall(leadId, values);
      queryClient.setQueryData(jobInstallQuery(leadId).queryKey, answer);
      toast({ title: live ? 'Install moved' : 'Install booked', description: 'The homeowner is e-mailed the dates.' });
      onDone();
    },
  });
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const days = useFieldArray({ control, name: 'days' });
  const crew = watch('crew');

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-4" aria-label="Install days and crew">
      <fieldset className="grid gap-3">
        <legend className="font-semibold">Days</legend>
        {days.fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_8rem_6rem_auto]">
            <TextField
              id={`${id}-day-${i}`}
              type="date"
              label={`Day ${i + 1} date`}
              error={errors.days?.[i]?.day?.message}
              {...register(`days.${i}.day`)}
            />
            <TextField
              id={`${id}-start-${i}`}
              type="time"
              label={`Day ${i + 1} start`}
              error={errors.days?.[i]?.start?.message}
              {...register(`days.${i}.start`)}
            />
            <TextField
              id={`${id}-hours-${i}`}
              inputMode="decimal"
              label={`Day ${i + 1} hours`}
              error={errors.days?.[i]?.hours?.message}
              {...register(`days.${i}.hours`, { setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)) })}
            />
            {days.fields.length > 1 ? (
              <Button type="button" size="sm" variant="secondary" onClick={() => days.remove(i)}>
                Remove day {i + 1}
              </Button>
            ) : null}
          </div>
        ))}
        {errors.days?.message ? <p className="text-sm font-semibold text-red-800">{errors.days.message}</p> : null}
        {days.fields.length < maxInstallDays ? (
          <div>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => days.append({ day: '', start: '08:00', hours: 8 })}
            >
              Add a day
            </Button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby={errors.crew ? `${id}-crew-error` : undefined}>
        <legend className="font-semibold">Crew</legend>
        {job.installers.map((p) => (
          <label key={p.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-harbor-700"
              checked={crew.includes(p.id)}
              onChange={(e) =>
                setValue('crew', e.target.checked ? [...crew, p.id] : crew.filter((c) => c !== p.id), {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
            {p.name}
          </label>
        ))}
        {errors.crew ? (
          <p id={`${id}-crew-error`} className="text-sm font-semibold text-red-800">
            {errors.crew.message ?? 'Choose the crew'}
          </p>
        ) : null}
      </fieldset>
      <TextField id={`${id}-address`} label="Address" error={errors.address?.message} {...register('address')} />
      <TextField
        id={`${id}-notes`}
        label="Notes for the crew"
        multiline
        rows={3}
        required={false}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <FormAlert id={`${id}-alert`} message={refusal} />
      <FormButtons
        submitLabel={live ? 'Save new dates' : 'Book install'}
        busy={busy}
        cancelLabel="Close"
        onCancel={onDone}
      />
    </form>
  );
}
