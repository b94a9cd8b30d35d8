// Kept apart from React Query so pages that only send requests (the contact form) do not
// download the query client with them.

/**
 * A non-OK answer from the API. `message` is "STATUS: body text" (or the status
 * text when the body is empty); callers read `status` and the parsed JSON `body` instead of the text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The response body parsed as JSON; `undefined` when it was empty or not JSON. */
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }

  /** The API's `{ error }` text, when the body carries one. */
  get serverError(): string | undefined {
    const error = this.body && typeof this.body === 'object' ? (this.body as { error?: unknown }).error : undefined;
    return typeof error === 'string' ? error : undefined;
  }

  /** The API's `{ fieldErrors }`: each field's problems, empty when the body names none. */
  get fieldErrors(): Record<string, string[]> {
    const errors =
      this.body && typeof this.body === 'object' ? (this.body as { fieldErrors?: unknown }).fieldErrors : undefined;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

/**
 * The request never got an answer: fetch's TypeError (no connection, DNS, a dropped socket) or a
 * browser that says it is offline. A 4xx or 5xx is an answer (an ApiError), not a network failure.
 */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof ApiError) return false;
  return err instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A non-OK response throws an ApiError whose message is "STATUS: body". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, parseJson(text), text || res.statusText);
  }
}

/** Sends the method and URL with cookies; a JSON body only when data is given. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** GETs the URL with cookies and returns its JSON; a non-OK answer throws an ApiError. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
