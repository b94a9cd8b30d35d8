import { ApiError, apiRequest, parseJson } from '../../lib/api-request';

/**
 * POSTs a public form (consultation request, review) through the data layer (lib/api-request.ts).
 * Resolves with the server's success message (empty if none) and the whole answer (a consultation
 * request's carries its `bookingUrl`). A refusal rejects with an ApiError carrying the server's
 * `error` and `fieldErrors`, also when a 200 says `success: false`; no answer at all rejects with
 * fetch's TypeError (see isNetworkFailure).
 */
export async function sendForm(
  url: string,
  data: unknown,
): Promise<{ message: string; answer: Record<string, unknown> }> {
  const res = await apiRequest('POST', url, data);
  const text = await res.text();
  const answer = parseJson(text);
  const fields = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  if (fields.success !== true) throw new ApiError(res.status, answer, text || res.statusText);
  return { message: typeof fields.message === 'string' ? fields.message : '', answer: fields };
}
