import { Link } from 'wouter';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { FormConfirmation } from '../page-parts/form-confirmation';
import { contactConfirmation } from '../content/contact-confirmation';
import { reviewConfirmation } from '../content/review-confirmation';
import { bookingPagePath } from '../../../../shared/paths';

const forms = {
  // /book follows the cookie the request set to the homeowner's own booking page.
  contact: { copy: contactConfirmation, name: 'Contact', url: '/contact', bookingHref: bookingPagePath },
  review: { copy: reviewConfirmation, name: 'Leave a Review', url: '/review', bookingHref: undefined },
} as const;

/**
 * Where a public form posted without JavaScript lands (the server answers 303 here): prerendered,
 * noindex and out of the sitemap, with nothing of the homeowner's in its URL.
 */
export default function ThankYouPage({ form }: { form: keyof typeof forms }) {
  const { copy, name, url, bookingHref } = forms[form];
  return (
    <>
      <Breadcrumbs
        items={[
          { name, url },
          { name: 'Thank you', url: `${url}/thank-you` },
        ]}
      />
      <div className="mx-auto max-w-content px-4 pb-16 pt-6 sm:px-6">
        <div className="max-w-prose">
          <FormConfirmation copy={copy} headingId="thank-you-heading" bookingHref={bookingHref} />
          <p className="mt-6">
            <Link href="/" className="inline-block py-2 font-semibold text-harbor-700 underline">
              Back to the home page
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
