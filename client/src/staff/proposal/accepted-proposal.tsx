import { FileDown, FilePen } from 'lucide-react';
import { leadChangeOrderPagePath } from '../../../../shared/staff-pages';
import { useId } from 'react';
import type { StaffProposal } from '../../../../shared/proposals/proposal';
import { leadContractHref } from '../api/leads';
import { WallFigures } from '../../ui/walls/wall-figures';
import { Heading } from '../parts/dashboard-section';
import { PricedOptionSummary } from './priced-option-summary';
import { ProposalStatusLine } from './proposal-status-line';

/** An accepted proposal is a signed contract: shown as it stands, never edited, with its PDF. */
export function AcceptedProposal({ proposal }: { proposal: StaffProposal }) {
  const id = useId();
  return (
    <div className="mt-4 grid min-w-0 gap-6">
      <ProposalStatusLine proposal={proposal} />
      <a
        href={leadContractHref(proposal.leadId)}
        className="inline-flex min-h-11 items-center gap-1.5 justify-self-start font-semibold text-harbor-700 underline"
      >
        <FileDown aria-hidden="true" className="size-4 shrink-0" />
        Download signed copy (PDF)
      </a>
      {proposal.acceptance && !proposal.acceptance.cancelledAt ? (
        <a
          href={leadChangeOrderPagePath(proposal.leadId)}
          className="inline-flex min-h-11 items-center gap-1.5 justify-self-start font-semibold text-harbor-700 underline"
        >
          <FilePen aria-hidden="true" className="size-4 shrink-0" />
          Change order
        </a>
      ) : null}
      {proposal.priced.map((option, i) => (
        <section
          key={i}
          aria-labelledby={`${id}-${i}`}
          className="grid min-w-0 gap-4 rounded-lg border border-harbor-200 bg-white p-3 sm:p-4"
        >
          <Heading offset={1} id={`${id}-${i}`} className="text-2xl">
            Option {i + 1}: {option.name}
            {proposal.acceptance?.optionIndex === i ? ' (accepted)' : ''}
          </Heading>
          <WallFigures design={option.design} />
          <PricedOptionSummary priced={option} current />
        </section>
      ))}
    </div>
  );
}
