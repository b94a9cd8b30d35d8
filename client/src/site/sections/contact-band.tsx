import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { business, mailtoHref, telHref } from '../../../../shared/business';
import type { CtaLink } from '../content/types';
import { buttonVariants } from '../../ui/button';
import { CtaSection } from './cta-section';

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
    <CtaSection
      title={title}
      text={text}
      primary={primary}
      extraAction={
        <a href={telHref} className={buttonVariants({ variant: 'outlineLight', size: 'lg' })}>
          <Phone aria-hidden="true" className="size-5" />
          {callLabel}
        </a>
      }
    >
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
    </CtaSection>
  );
}
