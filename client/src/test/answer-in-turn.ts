import { vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    return json(next.status, next.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** fetch at the network boundary: every call is answered 200 with `body`. */
export function answerEveryCall(body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(200, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
