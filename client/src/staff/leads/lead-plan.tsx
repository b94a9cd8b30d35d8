import { ExternalLink } from 'lucide-react';
import { accessoryName } from '../../../../shared/design/accessories';
import { finishLabel, hardwareFinishLabel } from '../../../../shared/design/finishes';
import { plannerAddress, type LeadPlan } from '../../../../shared/design/lead-plan';
import { formatEstimate } from '../../../../shared/design/pricing';
import { LineItemList } from '../../ui/line-item-list';
import { WallFigures } from '../../ui/walls/wall-figures';
import { Heading } from '../parts/dashboard-section';

/**
 * The plan the homeowner drew on /plan and sent with their request, as it was that day: its one
 * line, each wall's elevation (a long wall scrolls inside its figure), the estimate the server
 * made from the price book of that day, and the way back into the planner.
 */
export function LeadPlanPart({ plan, leadId, idPrefix }: { plan: LeadPlan; leadId: number; idPrefix: string }) {
  const headingId = `${idPrefix}-${leadId}-plan`;
  const { design } = plan;
  const materials = [
    `Ceiling ${design.ceilingIn} in`,
    `${finishLabel(design.finish)} finish`,
    `${hardwareFinishLabel(design.hardware)} hardware`,
    ...design.accessories.map(accessoryName),
  ];
  return (
    // A group, not a region: a page of lead cards would repeat one landmark name (axe landmark-unique).
    <div role="group" aria-labelledby={headingId} className="mt-3 min-w-0 rounded-md border border-harbor-100 p-3">
      <Heading offset={2} id={headingId} className="text-sm font-semibold uppercase tracking-wide text-harbor-700">
        Planned online
      </Heading>
      <p className="mt-1 font-semibold">{plan.summary}</p>
      <p className="text-sm text-ink-soft">{materials.join(' · ')}</p>
      <div className="mt-3">
        <WallFigures design={design} small />
      </div>
      <p className="mt-3 text-lg font-semibold text-harbor-900">{formatEstimate(plan.estimate)}</p>
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-harbor-700">
          What the estimate includes
        </summary>
        <LineItemList items={plan.lineItems} className="max-w-md" />
      </details>
      <a
        href={plannerAddress(plan.query)}
        className="inline-flex min-h-11 items-center gap-1.5 text-harbor-700 underline"
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        Open in the planner
      </a>
    </div>
  );
}
