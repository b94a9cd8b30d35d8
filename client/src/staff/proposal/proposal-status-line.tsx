import type { StaffProposal } from '../../../../shared/proposals/proposal';
import { proposalStatusLines } from './proposal-status';

/** Where the proposal stands, above the editor: "Draft", "Sent v2 on … — Opened 3 times, …". */
export function ProposalStatusLine({ proposal }: { proposal: StaffProposal }) {
  const [first, ...rest] = proposalStatusLines(proposal);
  return (
    <div role="status" className="rounded-md border border-harbor-200 bg-harbor-50 p-3">
      <p className="font-semibold text-harbor-900">{first}</p>
      {rest.map((line) => (
        <p key={line} className="text-sm text-ink-soft">
          {line}
        </p>
      ))}
    </div>
  );
}
