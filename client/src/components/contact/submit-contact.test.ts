import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSubmitError, submitContact } from './submit-contact';

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

describe('submitContact', () => {
  it('POSTs JSON with cookies and resolves with the server message', async () => {
    answer(200, JSON.stringify({ success: true, message: 'See you soon.' }));
    await expect(submitContact(request)).resolves.toBe('See you soon.');
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify(request) });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('a 4xx carries the server error text and field errors', async () => {
    answer(400, JSON.stringify({ success: false, error: 'Please check the form', fieldErrors: { zip: ['Bad ZIP'] } }));
    const err = await submitContact(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContactSubmitError);
    expect((err as ContactSubmitError).message).toBe('Please check the form');
    expect((err as ContactSubmitError).fieldErrors).toEqual({ zip: ['Bad ZIP'] });
  });

  it('success: false in a 200 fails with the error text', async () => {
    answer(200, JSON.stringify({ success: false, error: 'Not now' }));
    await expect(submitContact(request)).rejects.toThrow('Not now');
  });

  it('a non-JSON error page or a network failure fails with an empty message (the form shows its fallback)', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(submitContact(request)).rejects.toMatchObject({ message: '' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(submitContact(request)).rejects.toMatchObject({ message: '' });
  });
});
