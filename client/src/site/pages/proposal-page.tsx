import { useParams } from 'wouter';
import { ProposalReplaced } from '../proposal/proposal-replaced';
import { ProposalView } from '../proposal/proposal-view';
import { useSiteData } from '../../lib/site-data';
import NotFoundPage from './not-found-page';

/**
 * /proposal/:token: the homeowner's proposal, to compare the options and sign for one. The server
 * renders it per request with its data (useSiteData().proposal) and it hydrates from the same
 * data; an older link of a proposal sent again says so; a dead link never gets here (the server
 * answers its 404 page). Kept out of search engines.
 */
export default function ProposalPage() {
  const { token = '' } = useParams<{ token: string }>();
  const rendered = useSiteData().proposal;
  if (rendered?.token !== token) return <NotFoundPage />;
  if (rendered.replaced) return <ProposalReplaced token={token} />;
  return (
    <ProposalView
      key={token}
      token={token}
      initial={rendered.proposal}
      answered={rendered.notice}
      changeOrders={rendered.changeOrders}
    />
  );
}
