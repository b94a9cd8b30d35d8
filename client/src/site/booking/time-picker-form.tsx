import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { BookingNotice, BookingPageData } from '../../../../shared/booking';
import {
  bookingChoiceSchema,
  type BookingChoiceFields,
  type HomeownerBooking,
} from '../../../../shared/booking-choice';
import { cn } from '../../lib/cn';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { FieldError } from '../../ui/field-error';
import { Button, buttonVariants } from '../../ui/button';
import { bookingUrls, bookTime, type TimesChoice } from './booking-api';
import { bookingCopy } from './booking-copy';
import { CallUs } from './call-us';
import { NearestSlots, SlotDays, withoutStarts } from './slot-days';
import { useOtherTimeZone } from './use-device-time-zone';
import { VisitModeFields } from './visit-mode-fields';
import { useEarlyInput } from '../../lib/use-early-input';
import { useEarlyFormValues } from '../contact/use-early-form-values';

const slotErrorId = 'booking-slot-error';
const formId = 'booking-form';
const choiceFields = ['mode', 'town', 'address', 'slot'] as const;
const noChoice: BookingChoiceFields = { mode: '', town: '', address: '', slot: '' };

interface TimePickerFormProps {
  token: string;
  data: BookingPageData;
  choice: TimesChoice;
  onChoice: (choice: TimesChoice) => void;
  /** Times for a new choice are on their way; the ones shown are the last choice's. */
  busy: boolean;
  /** Said beside the times when another choice's times could not be loaded. */
  timesFailed?: ReactNode;
  /** The page opened after "That time was just taken" (a plain form post): offer the nearest times. */
  initiallyTaken: boolean;
  initialAddress: string;
  headingLevel: 2 | 3;
  /** Booked, moved, or refused as too late: the page shows the new state. */
  onChanged: (data: BookingPageData, notice: BookingNotice) => void;
  /** Someone else took the time: the page takes the fresh times, the form offers the nearest. */
  onTaken: (data: BookingPageData) => void;
}

/**
 * The time picker: how to meet, where, and one of the open times. A plain form post to the API
 * without JavaScript (the server answers 303 back to the page); with it, checked with the API's own
 * schema and sent as JSON, its errors shown beside the fields.
 */
export function TimePickerForm({
  token,
  data,
  choice,
  onChoice,
  busy,
  timesFailed,
  initiallyTaken,
  initialAddress,
  headingLevel,
  onChanged,
  onTaken,
}: TimePickerFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const takenRef = useRef<HTMLDivElement>(null);
  const form = useForm<BookingChoiceFields, unknown, HomeownerBooking>({
    resolver: zodResolver(bookingChoiceSchema),
    defaultValues: { mode: choice.mode, town: choice.town, address: initialAddress, slot: '' },
  });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const [taken, setTaken] = useState(initiallyTaken);
  /** Counts "taken" answers in this page: each moves focus to the nearest times. */
  const [takenTimes, setTakenTimes] = useState(0);
  const otherZone = useOtherTimeZone();

  useEffect(() => {
    // The script checks the fields itself and says what is missing beside each; without it the
    // browser's own check (a time is required) applies.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  // What was chosen before the script ran stays chosen, and a way of meeting or a town chosen then
  // shows its times.
  useEarlyFormValues(form, formId, { emptyForm: noChoice, fields: choiceFields });
  useEarlyInput(formId, (input) => {
    const [mode = choice.mode] = input.mode ?? [];
    const [town = choice.town] = input.town ?? [];
    if ((mode === 'in_home' || mode === 'virtual') && (mode !== choice.mode || town !== choice.town))
      onChoice({ mode, town });
  });

  useEffect(() => {
    if (takenTimes > 0) takenRef.current?.focus();
  }, [takenTimes]);

  const choose = (next: TimesChoice) => {
    setTaken(false);
    clearErrors(next.town ? ['mode', 'town'] : 'mode');
    onChoice(next);
  };

  const send = async ({ slot, mode, town, address }: HomeownerBooking) => {
    const outcome = await bookTime(token, mode === 'in_home' ? { slot, mode, town, address } : { slot, mode });
    if (outcome.kind === 'done') return onChanged(outcome.data, outcome.notice);
    if (outcome.kind === 'late') return onChanged(outcome.data ?? { ...data, canChangeOnline: false }, 'late');
    if (outcome.kind === 'taken') {
      setTaken(true);
      setTakenTimes((n) => n + 1);
      return onTaken(outcome.data);
    }
    if (outcome.kind === 'invalid' && showServerFieldErrors(form, choiceFields, outcome.error).length > 0) return;
    const offline = outcome.kind === 'failed' && outcome.offline;
    setError('root.server', { message: offline ? bookingCopy.unreachable : outcome.message || bookingCopy.failed });
  };
  const submit = handleSubmit(send);

  const nearest = taken ? data.nearest : [];
  const days = withoutStarts(data.days, nearest);
  const hasTimes = days.length > 0 || nearest.length > 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const slotError = errors.slot ? slotErrorId : undefined;
  const formError = errors.root?.server?.message;

  // A time no longer offered (just taken, or not open for the new choice) has lost its radio: it is
  // no longer chosen.
  useEffect(() => {
    const slot = getValues('slot') ?? '';
    const open = (taken && data.nearest.includes(slot)) || data.days.some((day) => day.starts.includes(slot));
    if (slot && !open) setValue('slot', '');
  }, [data, taken, getValues, setValue]);

  return (
    <form
      ref={formRef}
      id={formId}
      method="post"
      action={bookingUrls(token).page}
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void submit(event))}
      aria-label={headingLevel === 2 ? bookingCopy.pickTitle : bookingCopy.newTimeHeading}
      className="group/booking grid gap-8"
    >
      <VisitModeFields
        mode={choice.mode}
        town={choice.town}
        address={initialAddress}
        errors={{ mode: errors.mode?.message, town: errors.town?.message, address: errors.address?.message }}
        register={register}
        onMode={(mode) => choose({ ...choice, mode })}
        onTown={(town) => choose({ ...choice, town })}
      />
      {/* Without JavaScript the times of another choice come from the page again (a POST the server
          answers with the page for that mode and town, so the street address never lands in a URL);
          with it they refresh as the choice changes, and noscript keeps the button out of the layout. */}
      <noscript>
        <button
          type="submit"
          formAction={bookingUrls(token).times}
          formNoValidate
          className={buttonVariants({ variant: 'secondary', className: 'w-full sm:w-auto' })}
        >
          {bookingCopy.showTimes}
        </button>
      </noscript>

      <section aria-labelledby="booking-times-heading" aria-busy={busy || undefined} className="grid gap-4">
        <div>
          <Heading id="booking-times-heading" className="text-2xl">
            {headingLevel === 2 ? bookingCopy.timesHeading : bookingCopy.newTimeHeading}
          </Heading>
          <p className="mt-1 text-ink-soft">{bookingCopy.connecticutTime}</p>
          <p role="status" className="sr-only">
            {busy ? bookingCopy.loadingTimes : ''}
          </p>
        </div>
        {timesFailed}
        {takenTimes > 0 || nearest.length > 0 ? (
          <div
            ref={takenRef}
            tabIndex={-1}
            className="grid gap-4 rounded-md border border-brass-700 bg-brass-100 p-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
          >
            {takenTimes > 0 ? (
              <p role="alert" className="text-ink">
                <strong>{bookingCopy.takenAlert}.</strong> {nearest.length > 0 ? bookingCopy.takenHint : null}
              </p>
            ) : null}
            {nearest.length > 0 ? <NearestSlots starts={nearest} register={register} errorId={slotError} /> : null}
          </div>
        ) : null}
        <FieldError id={slotErrorId} message={errors.slot?.message} />
        <div className={cn('transition-opacity', busy && 'opacity-60')}>
          {days.length > 0 ? (
            <SlotDays days={days} register={register} errorId={slotError} disabled={busy} />
          ) : nearest.length === 0 ? (
            <div className="rounded-md border border-line bg-linen p-4 text-ink">
              <p className="font-semibold">{bookingCopy.noTimes}</p>
              <CallUs lead={bookingCopy.noTimesCall} />
            </div>
          ) : null}
        </div>
      </section>

      {formError ? (
        <p role="alert" className="rounded-md border border-red-700 bg-white p-3 font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      {hasTimes ? (
        <div className="grid gap-3">
          {/* Known only after mount: said here, below the times, so nothing above them moves. */}
          {otherZone ? <p className="text-ink-soft">{bookingCopy.otherZone(otherZone)}</p> : null}
          <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined} className="w-full sm:w-fit">
            {isSubmitting ? bookingCopy.confirming : bookingCopy.confirm}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
