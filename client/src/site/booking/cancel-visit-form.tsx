import type { BookingNotice, BookingPageData } from '../../../../shared/booking';
import { ConfirmInPageForm } from '../../ui/confirm-in-page-form';
import { bookingUrls, cancelVisit } from './booking-api';
import { bookingCopy } from './booking-copy';

/** Cancelling the visit: a POST of its own, never a link, asked again in the page (ConfirmInPageForm). */
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
  const send = async () => {
    const outcome = await cancelVisit(token);
    if (outcome.kind === 'done') onChanged(outcome.data, outcome.notice);
    else if (outcome.kind === 'late' && outcome.data) onChanged(outcome.data, 'late');
    else
      return outcome.kind === 'failed' && outcome.offline
        ? bookingCopy.unreachable
        : ('message' in outcome && outcome.message) || bookingCopy.failed;
    return undefined;
  };

  return (
    <ConfirmInPageForm
      action={bookingUrls(token).cancel}
      send={send}
      labels={{
        start: bookingCopy.cancel,
        question: bookingCopy.cancelQuestion(when),
        yes: bookingCopy.cancelYes,
        no: bookingCopy.cancelNo,
        sending: bookingCopy.cancelling,
      }}
    >
      <p className="text-ink-soft">{bookingCopy.cancelExplain}</p>
    </ConfirmInPageForm>
  );
}
