import type { ReactNode } from 'react';
import { StatCard } from './stat-card';

/** A titled group of Analytics figures, four to a row on a wide screen, and what follows them. */
export function FigureGroup({
  id,
  title,
  figures,
  children,
}: {
  id: string;
  title: string;
  figures: readonly { label: string; value: string }[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-serif text-xl text-ink">
        {title}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <StatCard key={figure.label} label={figure.label} value={figure.value} />
        ))}
      </dl>
      {children}
    </section>
  );
}
