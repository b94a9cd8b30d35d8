import { isAllowedAmount, optionTotalMessage } from '../../shared/amount-rule';
import type { PriceBook } from '../../shared/design/price-book';
import { priceDesign } from '../../shared/design/pricing';
import { discountCapMessage, discountOf, isOverDiscountCap } from '../../shared/proposals/discount-rule';
import type { PricedOption, ProposalOptionDraft } from '../../shared/proposals/proposal';

/** The first option whose total is outside the amount rule, as its sentence; null when every total holds. */
export function totalProblem(options: readonly Pick<PricedOption, 'name' | 'total'>[]): string | null {
  const bad = options.find((option) => !isAllowedAmount(option.total * 100));
  return bad ? optionTotalMessage(bad.name, bad.total * 100) : null;
}

/**
 * A sentence for each option whose discount lines take more off its price-book subtotal than the
 * price book lets a designer give: a warning in the editor, a refusal when a designer sends.
 */
export function discountWarnings(options: readonly ProposalOptionDraft[], book: PriceBook): string[] {
  return options.flatMap((option) => {
    const subtotal = priceDesign(option.design, book).total;
    const discount = discountOf(option.extraLines);
    return isOverDiscountCap(discount, subtotal, book.maxDiscountPercent)
      ? [discountCapMessage(option.name, discount, subtotal, book.maxDiscountPercent)]
      : [];
  });
}
