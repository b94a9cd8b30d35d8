import { finishLabel, hardwareFinishLabel } from '../../../../shared/design/finishes';
import { formatDollars } from '../../../../shared/money';
import { formatShare, paymentSchedule, paymentStageLabels } from '../../../../shared/payments/payment-schedule';
import type { HomeownerProposal } from '../../../../shared/proposals/proposal';
import { addedOver } from './option-comparison';
import { dollars } from './option-details';
import { proposalCopy as copy } from './proposal-copy';

/** The id of an option's card, which its column here links to. */
export const optionAnchor = (index: number) => `option-${index}`;

const cell = 'border-t border-line px-2 py-2 align-top first:pl-0 sm:px-3';

type Option = HomeownerProposal['options'][number];

/** One row of the table: its heading, then a cell for each option. */
function GlanceRow({
  heading,
  options,
  tone = '',
  cellOf,
}: {
  heading: string;
  options: Option[];
  /** What the row's cells add to the cell's style. */
  tone?: string;
  cellOf: (option: Option, index: number) => string;
}) {
  return (
    <tr>
      <th scope="row" className={cell}>
        {heading}
      </th>
      {options.map((option, i) => (
        <td key={i} className={`${cell} ${tone}`.trim()}>
          {cellOf(option, i)}
        </td>
      ))}
    </tr>
  );
}

/**
 * The options side by side before each in full: total, what is due before completion, finish,
 * hardware, and what each adds over the one before; each option's name jumps to its card. A table,
 * so a screen reader reads each figure with its option and its row.
 */
export function OptionsAtAGlance({ proposal }: { proposal: HomeownerProposal }) {
  const { options } = proposal;
  const dueBefore = (['deposit', 'progress'] as const)
    .map((stage) => ({
      stage,
      percent: stage === 'deposit' ? proposal.depositPercent : (proposal.progressPercent ?? 0),
    }))
    .filter(({ percent }) => percent > 0);
  const amountOf = (total: number, stage: 'deposit' | 'progress') =>
    paymentSchedule(total * 100, proposal).find((payment) => payment.stage === stage)?.amountCents ?? 0;

  const addsOverBefore = (option: Option, i: number) => {
    const before = options[i - 1];
    if (!before) return copy.glanceFirst;
    const added = addedOver(option, before);
    return added.length > 0 ? added.join(', ') : copy.glanceNothingAdded;
  };

  return (
    <div className="mt-4">
      <h3 id="glance-heading" className="text-2xl">
        {copy.glanceHeading}
      </h3>
      <p id="glance-hint" className="mt-1 text-ink-soft">
        {copy.glanceHint}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table
          aria-labelledby="glance-heading"
          aria-describedby="glance-hint"
          className="w-full min-w-72 table-fixed text-left text-sm sm:text-base"
        >
          <thead>
            <tr>
              <td className="w-[28%] pb-2 sm:w-1/5" />
              {options.map((option, i) => (
                <th key={i} scope="col" className="px-2 pb-2 align-bottom font-serif text-lg sm:px-3 sm:text-xl">
                  <a href={`#${optionAnchor(i)}`} className="text-harbor-700 underline hover:text-harbor-900">
                    {option.name}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <GlanceRow
              heading={copy.glanceTotal}
              options={options}
              tone="font-bold tabular-nums"
              cellOf={(option) => dollars(option.total)}
            />
            {dueBefore.map(({ stage, percent }) => (
              <GlanceRow
                key={stage}
                heading={copy.glanceShare(paymentStageLabels[stage], formatShare(percent))}
                options={options}
                tone="tabular-nums"
                cellOf={(option) => formatDollars(amountOf(option.total, stage))}
              />
            ))}
            <GlanceRow
              heading={copy.glanceFinish}
              options={options}
              cellOf={(option) => finishLabel(option.design.finish)}
            />
            <GlanceRow
              heading={copy.glanceHardware}
              options={options}
              cellOf={(option) => hardwareFinishLabel(option.design.hardware)}
            />
            {options.length > 1 ? (
              <GlanceRow heading={copy.glanceAdds} options={options} tone="text-ink-soft" cellOf={addsOverBefore} />
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
