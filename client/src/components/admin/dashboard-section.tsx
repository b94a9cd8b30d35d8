import type { ReactNode } from 'react';

/** One tab's panel of the dashboard: a section named by its heading, with a line on what it is for. */
export function DashboardSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading gets the id `${id}-heading`. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-ink-soft">{intro}</p> : null}
      {children}
    </section>
  );
}
