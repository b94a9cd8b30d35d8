import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { ApiRoute } from '../../../shared/api/route';
import { requirePermission } from '../auth/staff-guard';
import type { ErrorAnswer } from '../../../shared/api/error-answer';
import { validated, type Validated } from './validated';

type Schemas<R extends ApiRoute> = Pick<R, Extract<keyof R, 'params' | 'query' | 'body'>>;

/** What a route's handler may send: its declared answer, or the API's one error shape. */
export type AnswerBody<R extends ApiRoute> = R extends { answer: z.core.$ZodType }
  ? z.output<R['answer']> | ErrorAnswer
  : unknown;

export type RouteHandler<R extends ApiRoute> = (
  req: Request,
  res: Response<AnswerBody<R>>,
  input: Validated<Schemas<R> & object>,
  next: NextFunction,
) => unknown;

/** A handler that serves a contract route; the route walks and the contract test read `route`. */
export type ServedHandler = RequestHandler & { route: ApiRoute };

const methods = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Serves one declared route on a router mounted at /api: the permission its access names is checked
 * first (requirePermission), then the route's own guards, then the route's
 * params, query and body (unless multipart) are parsed with its schemas (validated), then the
 * handler, whose answer is typed by the declaration.
 */
export function serve<R extends ApiRoute>(
  router: Router,
  declared: R,
  ...steps: [...guards: RequestHandler[], handler: RouteHandler<R>]
): void {
  const handler = steps.pop() as RouteHandler<R>;
  const { access } = declared;
  const guards = [
    ...(typeof access === 'object' ? [requirePermission(access.permission)] : []),
    ...(steps as RequestHandler[]),
  ];
  // A multipart body is read by the route's own upload step, among its guards; a raw body by its own parser.
  const parts =
    declared.multipart || declared.rawBody ? (['params', 'query'] as const) : (['params', 'query', 'body'] as const);
  const schemas = Object.fromEntries(
    parts.flatMap((part) => (declared[part] ? [[part, declared[part]]] : [])),
  ) as Schemas<R> & object;
  const step = Object.assign(
    validated(schemas, (req, res, input, next) => handler(req, res as Response<AnswerBody<R>>, input, next)),
    { route: declared as ApiRoute },
  );
  router[methods[declared.method]](declared.path.replace(/^\/api/, ''), ...guards, step);
}
