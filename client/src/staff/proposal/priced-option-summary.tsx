import { formatDollars } from '../../../../shared/money';
import type { PricedOption } from '../../../../shared/proposals/proposal';
import { LineItemList } from '../../ui/line-item-list';

const dollars = (amount: number) => formatDollars(amount * 100);

/**
 * An option's line items and total exactly as the server priced them from the price book: the
 * browser never adds anything up. While a change waits to be saved, the figures say they are the
 * last saved ones.
 */
export function PricedOptionSummary({ priced, current }: { priced: PricedOption | undefined; current: boolean }) {
  if (!priced) return <p className="text-sm text-ink-muted">Priced once saved…</p>;
  return (
    <div aria-busy={!current}>
      <LineItemList items={priced.lineItems} className="text-sm" />
      <p className="mt-2 flex justify-between gap-4 border-t border-harbor-700 pt-2 text-lg font-semibold text-harbor-900">
        <span>Total</span>
        <span>{dollars(priced.total)}</span>
      </p>
      {current ? null : <p className="text-sm text-ink-muted">Updating the prices…</p>}
    </div>
  );
}
