import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { Heading } from '../parts/dashboard-section';

interface FigureColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/** A titled card with one small table of figures, or a line saying there is nothing yet. */
export function FigureTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  empty,
}: {
  title: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  return (
    <Card className="p-5">
      <Heading offset={2} className="text-lg">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{empty}</p>
      ) : (
        // A table wider than a phone scrolls in its box, which the keyboard can reach and scroll too.
        <div
          role="region"
          aria-label={title}
          tabIndex={0}
          className="mt-3 overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
        >
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line text-left text-ink-muted">
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.numeric ? 'py-1.5 pl-3 text-right' : 'py-1.5 pr-3'}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-line last:border-0">
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.label} scope="row" className="py-1.5 pr-3 text-left font-normal">
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.label} className={c.numeric ? 'py-1.5 pl-3 text-right tabular-nums' : 'py-1.5 pr-3'}>
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
