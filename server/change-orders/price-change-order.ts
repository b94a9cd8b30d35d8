import type { ChangeOrder } from '../../shared/change-orders/change-order-answers';
import type { PriceBook } from '../../shared/design/price-book';
import type { LineItem } from '../../shared/design/pricing';
import type { ProposalOptionDraft } from '../../shared/proposals/proposal';
import { pricedOption } from '../proposals';

type Priced = Pick<ChangeOrder, 'option' | 'lines' | 'previousTotalCents' | 'differenceCents' | 'newTotalCents'>;

const lineKey = ({ label, quantity, unit, amount }: LineItem) => JSON.stringify([label, quantity, unit, amount]);

/** The lines of `after` that `before` lacks (as many times as they are missing). */
function linesMissing(from: LineItem[], after: LineItem[]): LineItem[] {
  const left = new Map<string, number>();
  for (const line of from) left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) + 1);
  return after.filter((line) => {
    const count = left.get(lineKey(line)) ?? 0;
    if (count === 0) return true;
    left.set(lineKey(line), count - 1);
    return false;
  });
}

/**
 * A change order as the server prices it: the signed option and the changed one both priced from
 * the same price book with the proposal's own pricing (pricedOption), so the difference is what
 * the change itself costs (a price-book change since the signature moves neither side), and the
 * new total is the job's total with it. Whole dollars become cents here.
 */
export function priceChangeOrder(
  {
    base,
    changed,
    previousTotalCents,
  }: { base: ProposalOptionDraft; changed: ProposalOptionDraft; previousTotalCents: number },
  book: PriceBook,
): Priced {
  const before = pricedOption(base, book);
  const after = pricedOption(changed, book);
  const differenceCents = (after.total - before.total) * 100;
  return {
    option: after,
    lines: {
      added: linesMissing(before.lineItems, after.lineItems),
      removed: linesMissing(after.lineItems, before.lineItems),
    },
    previousTotalCents,
    differenceCents,
    newTotalCents: previousTotalCents + differenceCents,
  };
}
