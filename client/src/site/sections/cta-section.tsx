import type { ReactNode } from 'react';
import type { CtaLink } from '../content/types';
import { ButtonLink } from '../../ui/button';

/** The closing call to action band used at the foot of most pages. */
export function CtaSection({
  title = 'Ready for a space that works as hard as you do?',
  text = 'Book a free in-home design consultation. We measure, listen, and show you a 3D design before you commit to anything.',
  primary = { label: 'Request a Free Design Consultation', href: '/contact' },
  secondary,
  extraAction,
  children,
}: {
  title?: string;
  text?: ReactNode;
  primary?: CtaLink;
  secondary?: CtaLink;
  /** Another action in the button row, e.g. a call link. */
  extraAction?: ReactNode;
  /** Fine print under the buttons. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-harbor-800 py-16 text-white">
      <div className="mx-auto max-w-content px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-prose text-lg text-harbor-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={primary.href} variant="light" size="lg">
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="outlineLight" size="lg">
              {secondary.label}
            </ButtonLink>
          ) : null}
          {extraAction}
        </div>
        {children}
      </div>
    </section>
  );
}
