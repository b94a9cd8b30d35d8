import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HomeownerProposal } from '../../../shared/proposals/proposal';
import { SiteDataProvider } from '../lib/site-data';
import { answerInTurn } from './answer-in-turn';
import ProposalPage from '../site/pages/proposal-page';

// The page counts one view per token per load (a module-level set shared by the test files, which
// share one page): each render opens its own token.
let tokens = 0;
export const nextToken = () => `proposal-token-${++tokens}-${'x'.repeat(24)}`;

/** /proposal/<token> as the server renders it with its data, and the notice of an answer posted without JavaScript. */
export function renderPage(proposal: HomeownerProposal, token = nextToken(), notice?: string) {
  const { hook } = memoryLocation({ path: `/proposal/${token}` });
  render(
    <SiteDataProvider data={{ proposal: { token, proposal, notice } }}>
      <Router hook={hook}>
        <Route path="/proposal/:token">
          <ProposalPage />
        </Route>
      </Router>
    </SiteDataProvider>,
  );
  return token;
}

/** The page's "viewed" beacon takes no answer of the test's. */
const viewed = (url: string) => url.endsWith('/viewed');

/** fetch at the network boundary: each call answers with the next of `answers` (then 500). */
export const answer = (...answers: { status: number; body?: unknown }[]) => answerInTurn(answers, viewed);

/** The page's requests but its view count. */
export const calls = (mock: ReturnType<typeof answer>) =>
  mock.mock.calls.filter(([url]) => !viewed(url)) as [string, RequestInit][];
