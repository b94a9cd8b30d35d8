import type { ReactNode } from 'react';

/** The heading block at the top of an inner page. */
export function PageHeader({ title, intro, eyebrow }: { title: string; intro?: ReactNode; eyebrow?: string }) {
  return (
    <div className="mx-auto max-w-content px-4 pb-8 pt-6 sm:px-6">
      {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brass-700">{eyebrow}</p> : null}
      <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
      {intro ? <div className="mt-4 max-w-prose text-lg leading-relaxed text-ink-soft">{intro}</div> : null}
    </div>
  );
}
