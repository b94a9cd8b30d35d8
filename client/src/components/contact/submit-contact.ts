import type { ContactRequest } from '../../../../shared/contact-schema';
import { ApiError, apiRequest } from '../../lib/api-request';

/** A failed submission: `message` is the server's error text, empty when there was none. */
export class ContactSubmitError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

interface ContactAnswer {
  success?: unknown;
  message?: unknown;
  error?: unknown;
  fieldErrors?: unknown;
}

function asAnswer(body: unknown): ContactAnswer {
  return body && typeof body === 'object' ? (body as ContactAnswer) : {};
}

function parse(text: string): ContactAnswer {
  try {
    return asAnswer(JSON.parse(text));
  } catch {
    return {};
  }
}

function failure(answer: ContactAnswer): ContactSubmitError {
  const fieldErrors =
    answer.fieldErrors && typeof answer.fieldErrors === 'object'
      ? (answer.fieldErrors as Record<string, string[]>)
      : {};
  return new ContactSubmitError(typeof answer.error === 'string' ? answer.error : '', fieldErrors);
}

/**
 * POSTs the request through the spec's data layer (section 7); a non-OK answer arrives as an
 * ApiError carrying the server's parsed JSON (section 8). Resolves with the server's success message (empty if none); rejects with ContactSubmitError.
 */
export async function submitContact(data: ContactRequest): Promise<string> {
  let answer: ContactAnswer;
  try {
    const res = await apiRequest('POST', '/api/contact', data);
    answer = parse(await res.text());
  } catch (err) {
    throw failure(err instanceof ApiError ? asAnswer(err.body) : {});
  }
  if (answer.success !== true) throw failure(answer);
  return typeof answer.message === 'string' ? answer.message : '';
}
