import { useEffect, useState } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import * as z from 'zod/mini';
import { startingLayout } from '../../../../shared/design/layout';
import { wallsOfWidths } from '../../../../shared/design/design-rules';
import type { PriceBook } from '../../../../shared/design/price-book';
import { priceBookSchema } from '../../../../shared/design/price-book-schema';
import { formatEstimate, priceDesign } from '../../../../shared/design/pricing';

const reachIn = startingLayout({
  spaceType: 'Reach-In Closet',
  ceilingIn: 96,
  walls: [{ name: 'Back wall', widthIn: 72 }],
});
const walkIn = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([96, 120, 96]) });

/**
 * What two typical closets, laid out as the planner starts them in the standard finish, would be
 * estimated at with the prices in the form now: staff see a change's effect before saving.
 */
export function PriceBookExamples({
  initial,
  subscribe,
}: {
  initial: PriceBook;
  subscribe: UseFormSubscribe<PriceBook>;
}) {
  // Followed here, so a keystroke re-renders this line rather than the whole form.
  const [values, setValues] = useState<unknown>(initial);
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values: next }) => setValues({ ...next }) }),
    [subscribe],
  );
  const book = z.safeParse(priceBookSchema, values);
  return (
    <div role="status" className="rounded-md border border-ink-muted/40 bg-white p-4">
      {book.success ? (
        <ul className="grid gap-1">
          <li>
            A 72 in reach-in closet: <strong>{estimateOf(reachIn, book.data)}</strong>
          </li>
          <li>
            A 96/120/96 in walk-in closet: <strong>{estimateOf(walkIn, book.data)}</strong>
          </li>
        </ul>
      ) : (
        <p>Correct the prices above to see what a reach-in and a walk-in closet would be estimated at.</p>
      )}
    </div>
  );
}

const estimateOf = (design: typeof reachIn, book: PriceBook) => formatEstimate(priceDesign(design, book).range);
