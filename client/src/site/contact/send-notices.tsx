import { useEffect, useRef } from 'react';
import type { FormConfirmationCopy } from '../content/form-confirmations';
import { FormConfirmation } from '../page-parts/form-confirmation';

/**
 * After each successful send: the lasting confirmation where the form starts, given focus so a
 * screen reader reads it and a phone scrolls to it; the toast still shows beside it.
 */
export function SentConfirmation({
  sent,
  copy,
  headingId,
  bookingHref,
}: {
  sent: number;
  copy: FormConfirmationCopy;
  headingId: string;
  /** The sent request's booking page (a consultation request's answer). */
  bookingHref?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent > 0) ref.current?.focus();
  }, [sent]);
  if (sent === 0) return null;
  return (
    <div className="mb-6">
      <FormConfirmation ref={ref} inPage copy={copy} headingId={headingId} bookingHref={bookingHref} />
    </div>
  );
}

/** Says in the page, beside the send button, that a request is kept until the connection is back. */
export function OfflineNotice({ offline, text }: { offline: boolean; text: string }) {
  return (
    <p role="status" className={offline ? 'rounded-md border border-brass-700 bg-brass-100 p-3 text-ink' : 'sr-only'}>
      {offline ? text : ''}
    </p>
  );
}
