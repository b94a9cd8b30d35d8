import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson, throwIfResNotOk } from './api-request';

afterEach(() => vi.unstubAllGlobals());

async function thrownBy(res: Response): Promise<unknown> {
  return throwIfResNotOk(res).then(
    () => 'resolved',
    (e: unknown) => e,
  );
}

describe('throwIfResNotOk', () => {
  it('resolves for an OK answer without reading the body', async () => {
    const res = new Response('{"success":true}', { status: 200 });
    await expect(throwIfResNotOk(res)).resolves.toBeUndefined();
    expect(res.bodyUsed).toBe(false);
  });

  it('throws an ApiError with the status, the parsed JSON body and the spec\'s "STATUS: body" message', async () => {
    const text = JSON.stringify({ success: false, error: 'Testimonial not found' });
    const err = await thrownBy(new Response(text, { status: 404 }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(Error);
    const apiError = err as ApiError;
    expect(apiError.status).toBe(404);
    expect(apiError.body).toEqual({ success: false, error: 'Testimonial not found' });
    expect(apiError.serverError).toBe('Testimonial not found');
    expect(apiError.message).toBe(`404: ${text}`);
    expect(apiError.name).toBe('ApiError');
  });

  it('a body that is not JSON leaves `body` undefined and keeps the text in the message', async () => {
    const err = (await thrownBy(new Response('<html>Bad gateway</html>', { status: 502 }))) as ApiError;
    expect(err.status).toBe(502);
    expect(err.body).toBeUndefined();
    expect(err.serverError).toBeUndefined();
    expect(err.message).toBe('502: <html>Bad gateway</html>');
  });

  it('an empty body uses the status text', async () => {
    const err = (await thrownBy(new Response(null, { status: 503, statusText: 'Service Unavailable' }))) as ApiError;
    expect(err.body).toBeUndefined();
    expect(err.message).toBe('503: Service Unavailable');
  });

  it('JSON without a string `error` has no serverError', async () => {
    const err = (await thrownBy(new Response('{"error":42}', { status: 400 }))) as ApiError;
    expect(err.body).toEqual({ error: 42 });
    expect(err.serverError).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('rejects with the ApiError of a non-OK answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":false,"error":"Not signed in"}', { status: 401 })),
    );
    const err = await apiRequest('DELETE', '/api/testimonials/3').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, body: { success: false, error: 'Not signed in' } });
    expect(vi.mocked(fetch).mock.calls[0]).toEqual([
      '/api/testimonials/3',
      { method: 'DELETE', headers: {}, body: undefined, credentials: 'include' },
    ]);
  });
});

describe('getJson', () => {
  it('GETs with cookies and returns the parsed JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"submissions":[]}', { status: 200 })),
    );
    await expect(getJson('/api/contacts?page=1')).resolves.toEqual({ submissions: [] });
    expect(vi.mocked(fetch).mock.calls[0]).toEqual(['/api/contacts?page=1', { credentials: 'include' }]);
  });

  it('rejects with the ApiError of a non-OK answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Not signed in"}', { status: 401 })),
    );
    await expect(getJson('/api/contacts')).rejects.toMatchObject({ status: 401, serverError: 'Not signed in' });
  });
});
