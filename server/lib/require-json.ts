import type { RequestHandler } from 'express';
import { sendError } from './http-errors';

export const notJsonMessage = 'Send the request as application/json';

/** State-changing API requests that carry a body must say it is JSON. */
export const requireJson: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json')) {
    sendError(res, 415, notJsonMessage);
    return;
  }
  next();
};
