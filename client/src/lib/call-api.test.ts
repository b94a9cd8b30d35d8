import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamApi } from '../../../shared/api/team';
import { callApi, unexpectedAnswerMessage } from './call-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answering = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );

describe('callApi', () => {
  it('returns the answer parsed by the declared schema', async () => {
    answering({ requireTwoFactor: true });
    await expect(callApi(teamApi.settings)).resolves.toEqual({ requireTwoFactor: true });
  });

  it('an answer of another shape says to reload, and leaves the details to the console', async () => {
    answering({ requireTwoFactor: 'yes' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const err = await callApi(teamApi.settings).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe(unexpectedAnswerMessage);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('not the declared shape'), expect.any(Array));
  });
});
