import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { requestValues } from './form-post';
import { sendValidationError } from './http-errors';

/** The parts of a request a route reads, each with its shared zod schema (classic or zod/mini). */
export interface RequestSchemas {
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
}

type Validated<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends z.core.$ZodType ? z.output<S[K]> : never;
};

const parts = ['params', 'query', 'body'] as const;

/**
 * The one validation step of an API route: each part the route reads (path params, query, body:
 * JSON, or a public form's fields) is parsed with its schema, in that order. The first that fails
 * is a 400 naming each field's problem; otherwise the handler gets the parsed values. The schemas
 * stay on the handler, so the route walks can read what a route accepts.
 */
export function validated<S extends RequestSchemas>(
  schemas: S,
  handler: (req: Request, res: Response, input: Validated<S>, next: NextFunction) => unknown,
): RequestHandler & { schemas: S } {
  const step: RequestHandler = (req, res, next) => {
    const input: Record<string, unknown> = {};
    for (const part of parts) {
      const schema = schemas[part];
      if (!schema) continue;
      const parsed = z.safeParse(schema, part === 'body' ? requestValues(req) : req[part]);
      if (!parsed.success) return sendValidationError(res, parsed.error);
      input[part] = parsed.data;
    }
    return handler(req, res, input as Validated<S>, next);
  };
  return Object.assign(step, { schemas });
}
