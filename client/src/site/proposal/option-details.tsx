import { lifetimeHardwareWarranty } from '../../../../shared/contracts/contract-terms';
import type { LineItem } from '../../../../shared/design/pricing';
import { formatDollars } from '../../../../shared/money';
import type { PricedOption } from '../../../../shared/proposals/proposal';
import { WallFigures } from '../../ui/walls/wall-figures';
import { proposalCopy as copy } from './proposal-copy';

/** Whole dollars as the page writes them. */
export const dollars = (amount: number) => formatDollars(amount * 100);

const quantityOf = ({ quantity, unit }: LineItem) =>
  unit === 'project' ? '' : unit === 'each' ? `${quantity} ×` : `${quantity} ${unit}`;

/**
 * What an option is: its walls drawn to scale (a long wall scrolls inside its figure), each with
 * its sections as text, its line items and total, and what the lifetime hardware warranty covers.
 */
export function OptionDetails({ option, idPrefix }: { option: PricedOption; idPrefix: string }) {
  return (
    <>
      <WallFigures design={option.design} layout="column" label={(wall) => `${option.name}: ${wall} drawing`} />
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
        </tfoot>
      </table>
      <h4 className="mt-6 font-sans text-lg font-semibold">{copy.warrantyHeading}</h4>
      <p className="mt-1 text-sm text-ink-soft">{lifetimeHardwareWarranty.text}</p>
    </>
  );
}
