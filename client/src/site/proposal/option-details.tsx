import { lifetimeHardwareWarranty } from '../../../../shared/contracts/contract-terms';
import type { LineItem } from '../../../../shared/design/pricing';
import { ChevronDown } from 'lucide-react';
import { formatDollars } from '../../../../shared/money';
import { paymentSchedule, scheduledPaymentRow, type PaymentShares } from '../../../../shared/payments/payment-schedule';
import type { PricedOption } from '../../../../shared/proposals/proposal';
import { WallFigures } from '../../ui/walls/wall-figures';
import { proposalCopy as copy } from './proposal-copy';

/** Whole dollars as the page writes them. */
export const dollars = (amount: number) => formatDollars(amount * 100);

const quantityOf = ({ quantity, unit }: LineItem) =>
  unit === 'project' ? '' : unit === 'each' ? `${quantity} ×` : `${quantity} ${unit}`;

/**
 * What an option is: its walls drawn to scale (a long wall scrolls inside its figure), each with
 * its sections as text, folded on a phone until asked for (a native <details>, open from 1024 px:
 * styles.css); its line items, total and payment schedule; and what the lifetime hardware
 * warranty covers.
 */
export function OptionDetails({
  option,
  idPrefix,
  shares,
}: {
  option: PricedOption;
  idPrefix: string;
  shares: PaymentShares;
}) {
  const schedule = paymentSchedule(option.total * 100, shares);
  return (
    <>
      <details className="open-from-lg group/walls">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md border border-harbor-700/40 bg-harbor-50 px-3 py-2 font-semibold text-harbor-900 hover:border-harbor-700 [&::-webkit-details-marker]:hidden">
          {copy.wallsSummary(option.design.walls.length)}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform group-open/walls:rotate-180"
          />
        </summary>
        <div className="mt-3 lg:mt-0">
          <WallFigures design={option.design} layout="column" label={(wall) => `${option.name}: ${wall} drawing`} />
        </div>
      </details>
      <h4 id={`${idPrefix}-items`} className="mt-6 font-sans text-lg font-semibold">
        {copy.lineItemsHeading}
      </h4>
      <table aria-labelledby={`${idPrefix}-items`} className="mt-2 w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {option.lineItems.map((item, i) => (
            <tr key={i} className="border-b border-line align-top">
              <td className="py-2 pr-2">{item.label}</td>
              <td className="py-2 pr-2 whitespace-nowrap text-ink-soft">{quantityOf(item)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{dollars(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-base font-bold">
            <th scope="row" colSpan={2} className="pt-3">
              {copy.total}
            </th>
            <td className="pt-3 text-right whitespace-nowrap tabular-nums">{dollars(option.total)}</td>
          </tr>
          {schedule.length > 1
            ? schedule.map((payment) => (
                <tr key={payment.stage} className="align-top text-ink-soft">
                  <th scope="row" colSpan={2} className="pt-1.5 pr-2 font-normal">
                    {scheduledPaymentRow(payment, shares)}
                  </th>
                  <td className="pt-1.5 text-right whitespace-nowrap tabular-nums">
                    {formatDollars(payment.amountCents)}
                  </td>
                </tr>
              ))
            : null}
        </tfoot>
      </table>
      <h4 className="mt-6 font-sans text-lg font-semibold">{copy.warrantyHeading}</h4>
      <p className="mt-1 text-sm text-ink-soft">{lifetimeHardwareWarranty.text}</p>
    </>
  );
}
