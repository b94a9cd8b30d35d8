import type { ReactNode } from 'react';
import type { CtaLink } from '../content/types';
import { Eyebrow } from '../../ui/eyebrow';
import { CtaButtons } from './cta-buttons';

/**
 * The opening band of a landing page: the page's h1, an intro and two buttons, with an optional
 * decorative aside and, below, `children` (e.g. trust badges). Text only, so the heading paints from the prerendered HTML with system fonts.
 */
export function Hero({
  eyebrow,
  title,
  intro,
  primary,
  secondary,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b border-line">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,theme(colors.harbor.50),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-content items-center gap-12 px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:grid-cols-[3fr_2fr] lg:pt-24">
        <div>
          {eyebrow ? <Eyebrow className="mb-4">{eyebrow}</Eyebrow> : null}
          <h1
            id="hero-heading"
            className="text-[2.5rem] leading-[1.08] font-bold tracking-tight sm:text-6xl lg:text-[4.25rem]"
          >
            {title}
          </h1>
          <div className="mt-6 max-w-xl leading-relaxed text-ink-soft sm:text-lg">{intro}</div>
          <CtaButtons primary={primary} secondary={secondary} className="mt-8" />
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
      {children ? <div className="relative mx-auto max-w-content px-4 pb-14 sm:px-6 sm:pb-20">{children}</div> : null}
    </section>
  );
}
