import { quantityText, type LineItem } from '../../../shared/design/pricing';
import { formatDollars } from '../../../shared/money';

/** What an estimate includes, a row per line item: its label and quantity, and its amount. */
export function LineItemList({ items, className }: { items: readonly LineItem[]; className: string }) {
  return (
    <ul className={`divide-y divide-harbor-100 ${className}`}>
      {/* A proposal's added lines may share a label: the rows are keyed by place. */}
      {items.map((item, i) => (
        <li key={i} className="flex justify-between gap-4 py-1.5">
          <span>
            {item.label}
            {quantityText(item)}
          </span>
          <span className="whitespace-nowrap">{formatDollars(item.amount * 100)}</span>
        </li>
      ))}
    </ul>
  );
}
