import { business } from '../../../../shared/business';
import { proposalPagePath } from '../../../../shared/paths';
import { replacedProposalLink } from '../../../../shared/proposals/proposal-notices';
import { PageHead } from '../../ui/seo/page-head';
import { Eyebrow } from '../../ui/eyebrow';
import { proposalCopy as copy } from './proposal-copy';

/**
 * An older link of a proposal sent again: it says where the newest one is and shows nothing of the
 * proposal, so an old e-mail in anyone's hands names nobody.
 */
export function ProposalReplaced({ token }: { token: string }) {
  return (
    <>
      <PageHead
        path={`${proposalPagePath}/${token}`}
        title={`${replacedProposalLink.title} | ${business.name}`}
        description={copy.description}
        noindex
      />
      <div className="mx-auto max-w-content px-4 pt-6 pb-16 sm:px-6">
        <Eyebrow className="mb-3">{copy.eyebrow}</Eyebrow>
        <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{replacedProposalLink.title}</h1>
        <div aria-hidden="true" className="mt-6 h-1 w-16 rounded-full bg-brass-500" />
        <p className="mt-6 max-w-prose text-lg leading-relaxed text-ink">{replacedProposalLink.message}</p>
        <p className="mt-3 max-w-prose text-ink-soft">{copy.replacedHelp}</p>
      </div>
    </>
  );
}
