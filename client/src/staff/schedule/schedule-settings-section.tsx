import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ScheduleSettings } from '../../../../shared/booking';
import { scheduleSettingsSchema } from '../../../../shared/schedule-schema';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { TextField } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { describeError } from '../api/errors';
import { saveScheduleSettings, scheduleKey } from '../api/schedule';
import { Heading } from '../parts/dashboard-section';

type Field = keyof ScheduleSettings;
const fields: { name: Field; label: string; unit: string; hint: string }[] = [
  { name: 'visitMinutes', label: 'Visit length', unit: 'minutes', hint: 'How long one design visit takes.' },
  {
    name: 'bufferMinutes',
    label: 'Buffer between visits',
    unit: 'minutes',
    hint: 'Kept free between two visits; longer when the drive between two towns takes longer.',
  },
  {
    name: 'minNoticeHours',
    label: 'Minimum notice',
    unit: 'hours',
    hint: 'No visit starts sooner than this, and none is offered for the same day.',
  },
  { name: 'daysAhead', label: 'How far ahead', unit: 'days', hint: 'How many days ahead times are offered.' },
];

/** The booking settings every designer's calendar shares: a form with `schedule:manage`, read-only without. */
export function ScheduleSettingsSection({ settings, canManage }: { settings: ScheduleSettings; canManage: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading offset={1} id={`${id}-heading`} className="text-xl">
        Booking settings
      </Heading>
      {canManage ? (
        <SettingsForm settings={settings} />
      ) : (
        <>
          <dl className="mt-4 grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {fields.map((field) => (
              <div key={field.name} className="contents">
                <dt className="font-semibold">{field.label}</dt>
                <dd>
                  {settings[field.name]} {field.unit}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-ink-soft">The owner or the office can change these.</p>
        </>
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ScheduleSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<ScheduleSettings>({ resolver: zodResolver(scheduleSettingsSchema), defaultValues: settings });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (values: ScheduleSettings) => {
    try {
      await saveScheduleSettings(values);
      toast({ title: 'Booking settings saved' });
      await queryClient.invalidateQueries({ queryKey: scheduleKey });
    } catch (err) {
      showServerFieldErrors(
        form,
        fields.map((field) => field.name),
        err,
      );
      toast({ variant: 'destructive', title: 'Could not save the booking settings', description: describeError(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 grid max-w-2xl gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name}>
            <TextField
              id={`${id}-${field.name}`}
              label={`${field.label} (${field.unit})`}
              type="number"
              inputMode="numeric"
              min={0}
              step={field.unit === 'minutes' ? 5 : 1}
              error={errors[field.name]?.message}
              aria-describedby={
                errors[field.name] ? `${id}-${field.name}-error ${id}-${field.name}-hint` : `${id}-${field.name}-hint`
              }
              {...register(field.name, { valueAsNumber: true })}
            />
            <p id={`${id}-${field.name}-hint`} className="mt-1.5 text-sm text-ink-muted">
              {field.hint}
            </p>
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save booking settings'}
        </Button>
      </div>
    </form>
  );
}
