import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { business, mailtoHref, telHref } from '../../../../shared/business';
import type { CtaLink } from '../../content/types';
import { ButtonLink, buttonVariants } from '../ui/button';

/**
 * Closing band with a button to a page and direct call (and optionally e-mail) links,
 * for pages that must offer both ways to reach us.
 */
export function ContactBand({
  title,
  text,
  primary,
  callLabel = `Call ${business.phone.display}`,
  showEmail = true,
}: {
  title: string;
  text: ReactNode;
  primary: CtaLink;
  callLabel?: string;
  showEmail?: boolean;
}) {
  return (
    <section aria-labelledby="contact-band-heading" className="bg-harbor-800 py-16 text-white">
      <div className="mx-auto max-w-content px-4 text-center sm:px-6">
        <h2 id="contact-band-heading" className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-prose text-lg text-harbor-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={primary.href} variant="light" size="lg">
            {primary.label}
          </ButtonLink>
          <a href={telHref} className={buttonVariants({ variant: 'outlineLight', size: 'lg' })}>
            <Phone aria-hidden="true" className="size-5" />
            {callLabel}
          </a>
        </div>
        {showEmail ? (
          <p className="mt-6 text-harbor-100">
            Prefer e-mail? Write to{' '}
            <a href={mailtoHref} className="inline-flex items-center gap-1 font-semibold text-white underline">
              <Mail aria-hidden="true" className="size-4" />
              {business.email}
            </a>{' '}
            and we reply within {business.emailReplyHours} hours.
          </p>
        ) : null}
        <p className="mt-2 text-sm text-harbor-100">Phone hours: {business.hours.summary}.</p>
      </div>
    </section>
  );
}
