import express, { type RequestHandler } from 'express';
import { formType } from './form-post';
import { sendError } from './http-errors';

export const notJsonMessage = 'Send the request as application/json';
const bodyLimit = '16kb';

const hasBody = (req: express.Request) =>
  Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;

/** A body must say it is JSON (a form post or text/plain from another site is refused). */
const requireJson: RequestHandler = (req, res, next) => {
  // Already read by a route's own parser (a smaller limit, or a public form's form post).
  if (req.body !== undefined) return next();
  if (hasBody(req) && !req.is('application/json')) return sendError(res, 415, notJsonMessage);
  next();
};

const requireJsonOrForm: RequestHandler = (req, res, next) => {
  if (hasBody(req) && !req.is(['application/json', formType])) return sendError(res, 415, notJsonMessage);
  next();
};

/**
 * The API's one body policy: JSON only, in a Unicode charset (body-parser answers any other with
 * 415), uncompressed (no browser compresses a request body, and refusing spares inflating a bomb),
 * at most 16 KB unless a route asks for less, an object or array at the top level. Errors are
 * answered by `apiErrorHandler`. A route with a smaller limit mounts its own `jsonBody` ahead of
 * the router's: a body is parsed once, by the first parser it meets.
 */
export function jsonBody({ limit = bodyLimit }: { limit?: string } = {}): RequestHandler[] {
  return [requireJson, express.json({ limit, strict: true, inflate: false })];
}

/**
 * The two public forms (POST /api/contact and /api/testimonials), the booking page and the proposal
 * page also take a browser's own form post, so they work before or without JavaScript: UTF-8, flat
 * `name=value` pairs (a repeated name becomes a list), at most 50 of them, the same 16 KB unless the
 * route asks for more (a drawn signature). Everything else as `jsonBody`.
 */
export function publicFormBody({ limit = bodyLimit }: { limit?: string } = {}): RequestHandler[] {
  return [
    requireJsonOrForm,
    express.urlencoded({ extended: false, limit, inflate: false, parameterLimit: 50 }),
    express.json({ limit, strict: true, inflate: false }),
  ];
}
