import type { ReactNode } from 'react';
import { Eyebrow } from '../../ui/eyebrow';

/** The top of an inner page: eyebrow, the page's h1, an intro, then optional facts and buttons. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-content px-4 pb-8 pt-6 sm:px-6">
      {eyebrow ? <Eyebrow className="mb-3">{eyebrow}</Eyebrow> : null}
      <h1 className="max-w-4xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{title}</h1>
      <div aria-hidden="true" className="mt-6 h-1 w-16 rounded-full bg-brass-500" />
      {intro ? <div className="mt-6 max-w-prose text-lg leading-relaxed text-ink-soft">{intro}</div> : null}
      {children ? <div className="mt-8 space-y-8 pb-6 sm:pb-8">{children}</div> : null}
    </div>
  );
}
