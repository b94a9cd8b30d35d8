import type { HomeownerProposal } from './proposal';

/** What the server renders /proposal/<token> with: the page's data block carries all of it. */
export interface ProposalPageData {
  token: string;
  proposal: HomeownerProposal;
  /** After an answer posted without JavaScript: what became of it (proposal-notices.ts). */
  notice?: string;
}
