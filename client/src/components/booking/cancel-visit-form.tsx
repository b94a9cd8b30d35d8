import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BookingNotice, BookingPageData } from '../../../../shared/booking';
import { Button } from '../ui/button';
import { bookingApiUrl, cancelVisit } from './booking-api';
import { bookingCopy } from './booking-copy';

/**
 * Cancelling the visit: a POST of its own, never a link. Without JavaScript the form is the
 * confirmation (its text says the button cancels at once); with it, the first press asks again in
 * the page and only "Yes, cancel my visit" sends.
 */
export function CancelVisitForm({
  token,
  when,
  onChanged,
}: {
  token: string;
  /** The visit's day, for the question. */
  when: string;
  onChanged: (data: BookingPageData, notice: BookingNotice) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const yesRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes after the question opens or closes; nothing on the first render. */
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (asking ? yesRef : cancelRef).current?.focus();
  }, [asking]);

  const ask = (open: boolean) => {
    moved.current = true;
    setError(undefined);
    setAsking(open);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!asking) return ask(true);
    if (sending) return;
    setSending(true);
    const outcome = await cancelVisit(token);
    setSending(false);
    if (outcome.kind === 'done') return onChanged(outcome.data, outcome.notice);
    if (outcome.kind === 'late' && outcome.data) return onChanged(outcome.data, 'late');
    setError(
      outcome.kind === 'failed' && outcome.offline
        ? bookingCopy.unreachable
        : ('message' in outcome && outcome.message) || bookingCopy.failed,
    );
  };

  return (
    <form method="post" action={`${bookingApiUrl(token)}/cancel`} onSubmit={submit} className="grid gap-3">
      <p className="text-ink-soft">{bookingCopy.cancelExplain}</p>
      {asking ? (
        <div className="grid gap-3 rounded-md border border-red-700 bg-white p-4">
          <p id="booking-cancel-question" className="font-semibold text-ink">
            {bookingCopy.cancelQuestion(when)}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              ref={yesRef}
              type="submit"
              variant="destructive"
              aria-describedby="booking-cancel-question"
              aria-disabled={sending || undefined}
            >
              {sending ? bookingCopy.cancelling : bookingCopy.cancelYes}
            </Button>
            <Button type="button" variant="secondary" onClick={() => ask(false)}>
              {bookingCopy.cancelNo}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button ref={cancelRef} type="submit" variant="secondary" className="w-full sm:w-auto">
            {bookingCopy.cancel}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
