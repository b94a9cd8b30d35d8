import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HomeownerProposal } from '../../../shared/proposals/proposal';
import { SiteDataProvider } from '../lib/site-data';
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

/** fetch at the network boundary: each call answers with the next of `answers` (then 500). */
export function answer(...answers: { status: number; body?: unknown }[]) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/viewed')) return new Response(null, { status: 204 });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The page's requests but its view count. */
export const calls = (mock: ReturnType<typeof answer>) =>
  mock.mock.calls.filter(([url]) => !url.endsWith('/viewed')) as [string, RequestInit][];
