import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { formErrorPage } from './form-error-page';
import { formPostFor } from './form-post';
import type { ErrorAnswer } from '../../../shared/api/error-answer';

/**
 * Every API error answers `{ success: false, error, fieldErrors? }`; never a stack trace. A public
 * form posted without JavaScript gets the same error as a plain page that refills the form.
 */
export function sendError(res: Response, status: number, error: string, fieldErrors?: Record<string, string[]>): void {
  const form = formPostFor(res.req);
  if (form) {
    res
      .status(status)
      .type('html')
      .send(formErrorPage(form, { error, fieldErrors, body: res.req.body }));
    return;
  }
  const body: ErrorAnswer = fieldErrors ? { success: false, error, fieldErrors } : { success: false, error };
  res.status(status).json(body);
}

/** A 400 naming each field's problems, summarised by the first. */
export function sendValidationError(res: Response, zodError: Pick<z.core.$ZodError, 'issues'>): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of zodError.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = zodError.issues[0];
  sendError(res, 400, `Please check the form: ${first ? first.message : 'The request is not valid'}`, fieldErrors);
}

export const serverErrorMessage = 'Something went wrong on our side. Please try again or call us.';

/**
 * The answer to an error thrown while reading or handling a request: body-parser's errors become
 * readable 4xx; anything else is a 500 without details, and `unexpected` says it should be logged.
 */
function answerFor(err: unknown): { status: number; error: string; unexpected: boolean } {
  const e = (err ?? {}) as { type?: string; status?: number; statusCode?: number };
  const status = e.status ?? e.statusCode;
  const known = (s: number, error: string) => ({ status: s, error, unexpected: false });
  if (e.type === 'entity.too.large') return known(413, 'The request is too large');
  if (e.type === 'entity.parse.failed') return known(400, 'The request body is not valid JSON');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return known(415, 'Unsupported request encoding');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return known(status, 'The request could not be processed');
  }
  return { status: 500, error: serverErrorMessage, unexpected: true };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  sendError(res, 404, 'Not found');
};

/** Maps body-parser and other thrown errors to readable JSON; anything unexpected becomes a 500 without details. */
export function apiErrorHandler(log: (err: unknown) => void): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const { status, error, unexpected } = answerFor(err);
    if (unexpected) log(err);
    sendError(res, status, error);
  };
}

/** Outside /api: anything the site files do not answer (e.g. POST /) gets a bare 404. */
export const siteNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/** Last resort outside /api: a plain status line, never Express's default page with a stack trace. */
export function siteErrorHandler(log: (err: unknown) => void): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).type('text/plain').send('Bad request');
      return;
    }
    log(err);
    res.status(500).type('text/plain').send('Something went wrong on our side.');
  };
}
