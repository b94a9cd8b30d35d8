import { useId, useState } from 'react';
import type { Assignee, Lead } from '../../../../shared/admin-schema';
import { addDays, businessTime, dayOf } from '../../../../shared/business-time';
import { defaultConsultationMinutes, doubleBookedMessage, type Consultation } from '../../../../shared/pipeline';
import { ApiError } from '../../lib/api-request';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { SelectField } from '../../ui/select-field';
import { useAdminAction } from '../parts/use-admin-action';
import { useOnOpen } from '../parts/use-on-open';
import { bookConsultation, pipelineRefresh } from '../api/pipeline';
import { PersonSelect } from './person-select';

const lengths = [30, 60, 90, 120, 150, 180, 240];

type Form = { date: string; startTime: string; lengthMinutes: number; address: string; designerId: number | null };

/** A booked visit keeps its designer; a new one starts with the person the lead is assigned to. */
function initialForm(lead: Lead, consultation: Consultation | null): Form {
  if (consultation && !consultation.cancelledAt) {
    const start = new Date(consultation.startsAt);
    const minutes = (Date.parse(consultation.endsAt) - start.getTime()) / 60_000;
    return {
      date: dayOf(start),
      startTime: businessTime(start),
      lengthMinutes: minutes,
      address: consultation.address,
      designerId: consultation.designerId,
    };
  }
  return {
    date: addDays(dayOf(new Date()), 1),
    startTime: '10:00',
    lengthMinutes: defaultConsultationMinutes,
    address: consultation?.address ?? '',
    designerId: lead.assignedTo,
  };
}

/** "Book consultation": the same dialog books and reschedules (filled in); times are Connecticut time. */
export function BookingDialog({
  lead,
  consultation,
  designers,
  open,
  onClose,
}: {
  lead: Lead;
  consultation: Consultation | null;
  /** Who can visit: the active people on the team. */
  designers: readonly Assignee[];
  open: boolean;
  onClose: () => void;
}) {
  const ids = { date: useId(), time: useId(), address: useId(), overlap: useId() };
  const [form, setForm] = useState<Form>(() => initialForm(lead, consultation));
  const [error, setError] = useState<string>();
  const [confirmOverlap, setConfirmOverlap] = useState(false);
  const [doubleBooked, setDoubleBooked] = useState(false);

  // From the record as it is when the dialog opens: the leads reloading behind it leave the fields alone.
  useOnOpen(open && lead.id, () => {
    setForm(initialForm(lead, consultation));
    setError(undefined);
    setDoubleBooked(false);
    setConfirmOverlap(false);
  });

  // A live visit is moved (the homeowner's calendar entry is updated); a cancelled one is booked anew.
  const moving = consultation !== null && !consultation.cancelledAt;
  const book = useAdminAction({
    run: (body: Form & { confirmOverlap: boolean }) => bookConsultation(lead.id, body),
    refresh: pipelineRefresh,
    done: () =>
      moving
        ? { title: 'Consultation rescheduled', description: `Updated invitation queued for ${lead.email}` }
        : { title: 'Consultation booked', description: `Invitation queued for ${lead.email}` },
    failed: moving ? 'Could not reschedule the consultation' : 'Could not book the consultation',
  });

  const submit = () => {
    if (!form.address.trim()) return setError('Address is required');
    setError(undefined);
    book.mutate(
      { ...form, confirmOverlap },
      {
        onSuccess: onClose,
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setDoubleBooked(true);
        },
      },
    );
  };
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <ConfirmDialog
      open={open}
      title={moving ? 'Reschedule consultation' : 'Book consultation'}
      confirmLabel={moving ? 'Reschedule and send update' : 'Book and send invite'}
      confirmVariant="primary"
      onCancel={onClose}
      onConfirm={submit}
    >
      <div className="grid gap-3">
        <p>
          {lead.name} ({lead.email}) receives {moving ? 'an updated' : 'a'} calendar invitation. Times are Connecticut
          time.
        </p>
        <TextField
          id={ids.date}
          label="Date"
          type="date"
          value={form.date}
          onChange={(e) => set({ date: e.target.value })}
        />
        <TextField
          id={ids.time}
          label="Start time"
          type="time"
          step={900}
          value={form.startTime}
          onChange={(e) => set({ startTime: e.target.value })}
        />
        <SelectField
          label="Length"
          value={String(form.lengthMinutes)}
          onChange={(e) => set({ lengthMinutes: Number(e.target.value) })}
        >
          {[...new Set([...lengths, form.lengthMinutes])].map((m) => (
            <option key={m} value={m}>
              {m} minutes
            </option>
          ))}
        </SelectField>
        <PersonSelect
          label="Designer"
          people={designers}
          value={form.designerId}
          onChange={(designerId) => {
            set({ designerId });
            setDoubleBooked(false);
            setConfirmOverlap(false);
          }}
        />
        <TextField
          id={ids.address}
          label="Address"
          autoComplete="off"
          maxLength={200}
          value={form.address}
          error={error}
          onChange={(e) => set({ address: e.target.value })}
        />
        {doubleBooked ? (
          <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{doubleBookedMessage}</p>
            <label htmlFor={ids.overlap} className="mt-2 flex min-h-11 items-center gap-2">
              <input
                id={ids.overlap}
                type="checkbox"
                className="size-5"
                checked={confirmOverlap}
                onChange={(e) => setConfirmOverlap(e.target.checked)}
              />
              Book it anyway
            </label>
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
