import type { PriceBook } from '../../shared/design/price-book';
import { priceDesign, type LineItem } from '../../shared/design/pricing';
import type { PricedOption, ProposalOptionDraft } from '../../shared/proposals/proposal';

/**
 * A line the designer added, under its own name; its note stays on the option's extraLines (the
 * extra lines come last, in order), where the page and the contract read it beside the line.
 */
const extraLineItem = ({ label, amount }: ProposalOptionDraft['extraLines'][number]): LineItem => ({
  label,
  quantity: 1,
  unit: 'project',
  amount,
});

/**
 * An option as the server prices it: the design's line items from the price book, then the lines
 * the designer added; the total is their sum. The browser never sends a price.
 */
export function pricedOption(option: ProposalOptionDraft, book: PriceBook): PricedOption {
  const estimate = priceDesign(option.design, book);
  const extras = option.extraLines.map(extraLineItem);
  return {
    name: option.name,
    design: option.design,
    extraLines: option.extraLines,
    lineItems: [...estimate.lineItems, ...extras],
    total: estimate.total + extras.reduce((sum, line) => sum + line.amount, 0),
  };
}
