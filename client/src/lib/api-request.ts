// Kept apart from React Query so pages that only send requests (the contact form) do not
// download the query client with them.

/** Spec section 8: a non-OK response throws "STATUS: body" (or the status text when the body is empty). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** Spec section 7: sends the method and URL with cookies; a JSON body only when data is given. */
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
