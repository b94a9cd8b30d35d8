import { useQuery } from '@tanstack/react-query';
import { staffPages } from '../../../../shared/staff-pages';
import { proposalQuery } from '../api/proposals';
import { DashboardSection } from '../parts/dashboard-section';
import { QueryState } from '../parts/query-state';
import { AcceptedProposal } from './accepted-proposal';
import { ProposalEditor } from './proposal-editor';

/** /admin/leads/<id>/proposal: the designer's proposal on that lead (the API says who may open it). */
export function ProposalEditorPage({ leadId }: { leadId: number }) {
  const valid = Number.isSafeInteger(leadId) && leadId > 0;
  // Views and status change on the homeowner's side: read afresh each time the editor opens.
  const query = useQuery({ ...proposalQuery(leadId), enabled: valid, refetchOnMount: 'always' });
  const name = query.data?.homeowner?.name;
  return (
    <DashboardSection
      id="proposal"
      title={name ? `Proposal for ${name}` : 'Proposal'}
      intro={
        query.data?.status === 'accepted'
          ? 'The homeowner signed this proposal: it is their contract, shown as signed.'
          : "Lay out up to three options on the homeowner's walls; the prices are the price book's, worked out by the server as you go."
      }
    >
      {valid ? (
        <QueryState query={query} what="the proposal">
          {(proposal) =>
            proposal.status === 'accepted' ? (
              <AcceptedProposal proposal={proposal} />
            ) : (
              <ProposalEditor proposal={proposal} />
            )
          }
        </QueryState>
      ) : (
        <p role="alert" className="mt-4">
          There is no such lead. <a href={staffPages.dashboard.path}>Back to the dashboard</a>
        </p>
      )}
    </DashboardSection>
  );
}
