import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Eyebrow } from '../../ui/eyebrow';

type SectionTone = 'plain' | 'tinted' | 'white';

/** A page band with the site's width and vertical rhythm; `tone` sets its background. */
export function Section({
  className,
  tone = 'plain',
  children,
  ...props
}: ComponentProps<'section'> & { tone?: SectionTone; children: ReactNode }) {
  const background = tone === 'tinted' ? 'bg-linen-dark' : tone === 'white' ? 'bg-white' : '';
  return (
    <section className={cn('py-14 sm:py-20', background, className)} {...props}>
      <div className="mx-auto max-w-content px-4 sm:px-6">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
}

/** Section heading with an optional eyebrow and intro; `id` lets the section be labelled by it. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'left' }: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-prose', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <Eyebrow className="mb-2">{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="text-3xl leading-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? <div className="mt-4 text-lg leading-relaxed text-ink-soft">{intro}</div> : null}
    </div>
  );
}

/** A band that opens with its SectionHeading and is named by it. */
export function HeadedSection({
  headingId,
  tone,
  children,
  ...heading
}: Omit<SectionHeadingProps, 'id'> & { headingId: string; tone?: SectionTone; children: ReactNode }) {
  return (
    <Section aria-labelledby={headingId} tone={tone}>
      <SectionHeading id={headingId} {...heading} />
      {children}
    </Section>
  );
}
