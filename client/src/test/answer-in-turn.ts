import { vi } from 'vitest';

/**
 * fetch at the network boundary: each call answers with the next of `answers` (a 500 once they run
 * out). The calls `unanswered` picks (a page's own beacons) get a 204 and take no answer.
 */
export function answerInTurn(
  answers: { status: number; body?: unknown }[],
  unanswered: (url: string) => boolean = () => false,
) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (unanswered(url)) return new Response(null, { status: 204 });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
