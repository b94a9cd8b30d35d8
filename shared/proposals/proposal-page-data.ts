import type { HomeownerProposal } from './proposal';

/** What the server renders /proposal/<token> with: the page's data block carries all of it. */
export type ProposalPageData =
  | {
      token: string;
      proposal: HomeownerProposal;
      /** After an answer posted without JavaScript: what became of it (proposal-notices.ts). */
      notice?: string;
      replaced?: undefined;
    }
  | {
      /** An older link of a proposal sent again: the page says so and shows nothing of it. */
      token: string;
      replaced: true;
      proposal?: undefined;
      notice?: undefined;
    };
