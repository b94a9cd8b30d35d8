import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { Assignee, Lead } from '../../../../shared/admin-schema';
import { addDays, businessTime, dayOf } from '../../../../shared/business-time';
import {
  bookingSchema,
  defaultConsultationMinutes,
  doubleBookedMessage,
  type Consultation,
} from '../../../../shared/pipeline';
import { ApiError } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { TextField } from '../../ui/text-field';
import { SelectField } from '../../ui/select-field';
import { FormDialog } from '../parts/form-dialog';
import { useAdminAction } from '../parts/use-admin-action';
import { bookConsultation, pipelineRefresh } from '../api/pipeline';
import { PersonSelect } from './person-select';

const lengths = [30, 60, 90, 120, 150, 180, 240];

type BookingFields = z.input<typeof bookingSchema>;
type Booking = z.output<typeof bookingSchema>;

const bookingFieldNames = ['date', 'startTime', 'lengthMinutes', 'address', 'designerId'] as const;

/** A booked visit keeps its designer; a new one starts with the person the lead is assigned to. */
function initialFields(lead: Lead, consultation: Consultation | null) {
  if (consultation && !consultation.cancelledAt) {
    const start = new Date(consultation.startsAt);
    const minutes = (Date.parse(consultation.endsAt) - start.getTime()) / 60_000;
    return {
      date: dayOf(start),
      startTime: businessTime(start),
      lengthMinutes: minutes,
      address: consultation.address,
      designerId: consultation.designerId,
      confirmOverlap: false,
    };
  }
  return {
    date: addDays(dayOf(new Date()), 1),
    startTime: '10:00',
    lengthMinutes: defaultConsultationMinutes,
    address: consultation?.address ?? '',
    designerId: lead.assignedTo,
    confirmOverlap: false,
  };
}

/**
 * "Book consultation": the same dialog books and reschedules (filled in); times are Connecticut time.
 * Mounted only while open: the fields start from the record as it opens, and the leads reloading
 * behind it leave them alone.
 */
export function BookingDialog({
  lead,
  consultation,
  designers,
  onClose,
}: {
  lead: Lead;
  consultation: Consultation | null;
  /** Who can visit: the active people on the team. */
  designers: readonly Assignee[];
  onClose: () => void;
}) {
  const ids = { date: useId(), time: useId(), address: useId(), overlap: useId() };
  const [initial] = useState(() => initialFields(lead, consultation));
  const form = useForm<BookingFields, unknown, Booking>({
    resolver: zodResolver(bookingSchema),
    defaultValues: initial,
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  const designer = useController({ control: form.control, name: 'designerId' });
  const [doubleBooked, setDoubleBooked] = useState(false);

  // A live visit is moved (the homeowner's calendar entry is updated); a cancelled one is booked anew.
  const moving = consultation !== null && !consultation.cancelledAt;
  const book = useAdminAction({
    run: (body: Booking) => bookConsultation(lead.id, body),
    refresh: pipelineRefresh,
    done: () =>
      moving
        ? { title: 'Consultation rescheduled', description: `Updated invitation queued for ${lead.email}` }
        : { title: 'Consultation booked', description: `Invitation queued for ${lead.email}` },
    failed: moving ? 'Could not reschedule the consultation' : 'Could not book the consultation',
  });

  const onValid = (booking: Booking) =>
    book.mutate(booking, {
      onSuccess: onClose,
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) setDoubleBooked(true);
        else showServerFieldErrors(form, bookingFieldNames, err);
      },
    });

  return (
    <FormDialog
      open
      title={moving ? 'Reschedule consultation' : 'Book consultation'}
      submitLabel={moving ? 'Reschedule and send update' : 'Book and send invite'}
      busyLabel={moving ? 'Rescheduling…' : 'Booking…'}
      busy={book.isPending}
      onCancel={onClose}
      onSubmit={handleSubmit(onValid)}
    >
      <div className="grid gap-3">
        <p>
          {lead.name} ({lead.email}) receives {moving ? 'an updated' : 'a'} calendar invitation. Times are Connecticut
          time.
        </p>
        <TextField id={ids.date} label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <TextField
          id={ids.time}
          label="Start time"
          type="time"
          step={900}
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <SelectField
          label="Length"
          error={errors.lengthMinutes?.message}
          {...register('lengthMinutes', { valueAsNumber: true })}
        >
          {[...new Set([...lengths, initial.lengthMinutes])].map((m) => (
            <option key={m} value={m}>
              {m} minutes
            </option>
          ))}
        </SelectField>
        <PersonSelect
          ref={designer.field.ref}
          label="Designer"
          people={designers}
          value={designer.field.value ?? null}
          error={designer.fieldState.error?.message}
          onChange={(designerId) => {
            designer.field.onChange(designerId);
            // Another designer's calendar: the warning was about someone else's visits.
            setDoubleBooked(false);
            setValue('confirmOverlap', false);
          }}
        />
        <TextField
          id={ids.address}
          label="Address"
          autoComplete="off"
          maxLength={200}
          error={errors.address?.message}
          {...register('address')}
        />
        {doubleBooked ? (
          <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{doubleBookedMessage}</p>
            <label htmlFor={ids.overlap} className="mt-2 flex min-h-11 items-center gap-2">
              <input id={ids.overlap} type="checkbox" className="size-5" {...register('confirmOverlap')} />
              Book it anyway
            </label>
          </div>
        ) : null}
      </div>
    </FormDialog>
  );
}
