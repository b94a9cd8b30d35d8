import { quantityText } from '../../../../shared/design/pricing';
import { formatDollars } from '../../../../shared/money';
import type { PricedOption } from '../../../../shared/proposals/proposal';

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
      <ul className="divide-y divide-harbor-100 text-sm">
        {priced.lineItems.map((item, i) => (
          <li key={i} className="flex justify-between gap-4 py-1.5">
            <span>
              {item.label}
              {quantityText(item)}
            </span>
            <span className="whitespace-nowrap">{dollars(item.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between gap-4 border-t border-harbor-700 pt-2 text-lg font-semibold text-harbor-900">
        <span>Total</span>
        <span>{dollars(priced.total)}</span>
      </p>
      {current ? null : <p className="text-sm text-ink-muted">Updating the prices…</p>}
    </div>
  );
}
