import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isNetworkFailure } from '../../lib/api-request';
import { contactPath } from '../../../../shared/api/public-paths';
import { sendForm } from './submit-contact';

const request = {
  name: 'Dana',
  email: 'dana@example.com',
  phone: '203 555 0199',
  zip: '06880',
  rooms: ['Pantry' as const],
  message: 'Pantry pull-outs.',
};

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('sendForm', () => {
  it('POSTs JSON with cookies and resolves with the server message', async () => {
    answer(200, JSON.stringify({ success: true, message: 'See you soon.' }));
    await expect(sendForm(contactPath, request)).resolves.toMatchObject({ message: 'See you soon.' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify(request) });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('a 4xx is an ApiError carrying the server error text and field errors', async () => {
    answer(400, JSON.stringify({ success: false, error: 'Please check the form', fieldErrors: { zip: ['Bad ZIP'] } }));
    const err = await sendForm(contactPath, request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).serverError).toBe('Please check the form');
    expect((err as ApiError).fieldErrors).toEqual({ zip: ['Bad ZIP'] });
    expect(isNetworkFailure(err)).toBe(false);
  });

  it('success: false in a 200 fails with the error text', async () => {
    answer(200, JSON.stringify({ success: false, error: 'Not now' }));
    const err = await sendForm(contactPath, request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverError).toBe('Not now');
    expect((err as ApiError).fieldErrors).toEqual({});
  });

  it('a non-JSON error page is an answer without a server text; a failed fetch is a network failure', async () => {
    answer(502, '<html>Bad gateway</html>');
    const gateway = await sendForm(contactPath, request).catch((e: unknown) => e);
    expect((gateway as ApiError).serverError).toBeUndefined();
    expect(isNetworkFailure(gateway)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const dropped = await sendForm(contactPath, request).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(TypeError);
    expect(isNetworkFailure(dropped)).toBe(true);
  });
});
