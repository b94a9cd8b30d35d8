import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { z } from 'zod';

/** Every API error answers `{ success: false, error, fieldErrors? }`; never a stack trace. */
export function sendError(res: Response, status: number, error: string, fieldErrors?: Record<string, string[]>): void {
  res.status(status).json(fieldErrors ? { success: false, error, fieldErrors } : { success: false, error });
}

export function sendValidationError(res: Response, zodError: Pick<z.core.$ZodError, 'issues'>): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of zodError.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = zodError.issues[0];
  const summary = first ? first.message : 'The request is not valid';
  sendError(res, 400, `Please check the form: ${summary}`, fieldErrors);
}

export const apiNotFound: RequestHandler = (_req, res) => {
  sendError(res, 404, 'Not found');
};

/** Maps body-parser and other thrown errors to readable JSON; anything unexpected becomes a 500 without details. */
export function apiErrorHandler(log: (err: unknown) => void): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const e = err as { type?: string; status?: number; statusCode?: number };
    const status = e.status ?? e.statusCode;
    if (e.type === 'entity.too.large') return sendError(res, 413, 'The request is too large');
    if (e.type === 'entity.parse.failed') return sendError(res, 400, 'The request body is not valid JSON');
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
      return sendError(res, 415, 'Unsupported request encoding');
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendError(res, status, 'The request could not be processed');
    }
    log(err);
    sendError(res, 500, 'Something went wrong on our side. Please try again or call us.');
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
