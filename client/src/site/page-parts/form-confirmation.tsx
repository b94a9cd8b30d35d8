import { forwardRef } from 'react';
import { business, telHref } from '../../../../shared/business';
import type { FormConfirmationCopy } from '../content/form-confirmations';
import { buttonVariants } from '../../ui/button';

/**
 * A sent form's lasting confirmation: thank you, what happens next and the phone number. In the
 * page it takes focus (tabIndex -1) and stays until the visitor leaves; on a thank-you page it is
 * the page's main text. With `bookingHref`, a consultation request's link to pick a time online.
 */
export const FormConfirmation = forwardRef<
  HTMLDivElement,
  { copy: FormConfirmationCopy; headingId: string; inPage?: boolean; bookingHref?: string }
>(function FormConfirmation({ copy, headingId, inPage = false, bookingHref }, ref) {
  // The thank-you page's own heading; in the page, a section under the form's heading.
  const Heading = inPage ? 'h2' : 'h1';
  const Subheading = inPage ? 'h3' : 'h2';
  return (
    <div
      ref={ref}
      tabIndex={inPage ? -1 : undefined}
      role={inPage ? 'region' : undefined}
      aria-labelledby={inPage ? headingId : undefined}
      data-testid="form-confirmation"
      className="scroll-mt-24 rounded-lg border border-harbor-700 bg-harbor-50 p-5 text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500 sm:p-6"
    >
      <Heading id={headingId} className={inPage ? 'text-2xl' : 'text-4xl'}>
        {copy.title}
      </Heading>
      <p className="mt-3 text-lg">{copy.message}</p>
      {copy.bookingLink && bookingHref ? (
        <div className="mt-4 rounded-md border border-harbor-200 bg-white p-4">
          <p className="text-ink-soft">{copy.bookingLink.note}</p>
          {/* A full page load: the server renders the booking page with the homeowner's data. */}
          <a href={bookingHref} className={buttonVariants({ size: 'lg', className: 'mt-3 w-full sm:w-auto' })}>
            {copy.bookingLink.label}
          </a>
        </div>
      ) : null}
      <Subheading className="mt-4 text-lg font-semibold">{copy.nextHeading}</Subheading>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-ink-soft">
        {copy.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4">
        Questions before then? Call us at{' '}
        <a href={telHref} className="inline-block py-2 font-semibold text-harbor-700 underline">
          {business.phone.display}
        </a>{' '}
        ({business.hours.summary}).
      </p>
      {inPage ? <p className="mt-2 text-sm text-ink-muted">{copy.againNote}</p> : null}
    </div>
  );
});
