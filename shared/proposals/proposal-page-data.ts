import type { HomeownerChangeOrders } from '../change-orders/change-order-answers';
import type { HomeownerProposal } from './proposal';

/** A signed job's parts that features above proposals add to the page, each its own field. */
export interface JobPageParts {
  /** The change order awaiting the homeowner's signature, and those signed (server/change-orders). */
  changeOrders?: HomeownerChangeOrders;
}

/** What the server renders /proposal/<token> with: the page's data block carries all of it. */
export type ProposalPageData =
  | (JobPageParts & {
      token: string;
      proposal: HomeownerProposal;
      /** After an answer posted without JavaScript: what became of it (proposal-notices.ts). */
      notice?: string;
      replaced?: undefined;
    })
  | {
      /** An older link of a proposal sent again: the page says so and shows nothing of it. */
      token: string;
      replaced: true;
      proposal?: undefined;
      notice?: undefined;
    };
