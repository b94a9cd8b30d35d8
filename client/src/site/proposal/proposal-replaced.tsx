import { replacedProposalLink } from '../../../../shared/proposals/proposal-notices';
import { proposalCopy as copy } from './proposal-copy';
import { ProposalPageFrame } from './proposal-page-frame';

/**
 * An older link of a proposal sent again: it says where the newest one is and shows nothing of the
 * proposal, so an old e-mail in anyone's hands names nobody.
 */
export function ProposalReplaced({ token }: { token: string }) {
  return (
    <ProposalPageFrame token={token} title={replacedProposalLink.title}>
      <p className="mt-6 max-w-prose text-lg leading-relaxed text-ink">{replacedProposalLink.message}</p>
      <p className="mt-3 max-w-prose text-ink-soft">{copy.replacedHelp}</p>
    </ProposalPageFrame>
  );
}
