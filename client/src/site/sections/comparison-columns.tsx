import type { ComparisonColumnData } from '../content/page-blocks';
import { CheckList } from './check-list';
import { cardVariants } from '../../ui/card';

/** Two or more options side by side, each with a highlighted figure and its points. */
export function ComparisonColumns({ columns }: { columns: ComparisonColumnData[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {columns.map((column) => (
        <article key={column.title} className={cardVariants({ className: 'sm:p-8' })}>
          <h3 className="text-2xl">{column.title}</h3>
          {column.highlight ? (
            <p className="mt-2 inline-block rounded-md bg-brass-100 px-2.5 py-1 text-sm font-semibold text-brass-700">
              {column.highlight}
            </p>
          ) : null}
          <p className="mt-4 leading-relaxed text-ink-soft">{column.description}</p>
          <CheckList items={column.points} className="mt-5" />
        </article>
      ))}
    </div>
  );
}
