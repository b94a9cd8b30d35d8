import type { z } from 'zod/mini';
import type { Permission } from '../team';

/**
 * One API route as the contract declares it: the server serves it only through this declaration
 * (server/core/http/serve.ts), the client calls it through it (client/src/lib/call-api.ts), and the
 * OpenAPI document is written from it (server/api-doc/). Kept free of zod at run time so a public
 * page can import its route's path without the schema library.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone; whoever holds the secret link in its path (the handler checks the
 * token); or staff with a permission, which the server's guard checks before anything else.
 */
export type Access = 'public' | 'secret-link' | { permission: Permission };

interface RouteBase<P extends string = string> {
  method: Method;
  /** Express style, under /api: `/api/contacts/:id/proposal`. */
  path: P;
  summary: string;
  access: Access;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** The public forms post here before JavaScript runs: the body may also be a form's fields. */
  formPost?: true;
  /**
   * The body is multipart/form-data (a photo upload): `body` describes its fields for the document,
   * and the route's own upload step reads it (serve() parses the params and query only).
   */
  multipart?: true;
  /**
   * The body is read as the sender's exact bytes by the route's own parser (a signed webhook, whose
   * signature covers those bytes): `body` describes it for the document, and serve() parses the
   * params and query only.
   */
  rawBody?: true;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer Base}.${string}`
      ? Base
      : Name
    : never;

/** A path's `:name` segments, each read by the route's params schema. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

// Any route (P is string, as in ApiRoute): it may read params or not.
type ParamsPart<P extends string> = string extends P
  ? { params?: z.core.$ZodType }
  : [ParamNames<P>] extends [never]
    ? { params?: undefined }
    : { params: z.core.$ZodType<{ [K in ParamNames<P>]: unknown }, { [K in ParamNames<P>]: unknown }> };

/** A route that answers JSON: `answer` is the success body's schema (errors share one shape). */
export type JsonRoute<P extends string = string> = RouteBase<P> &
  ParamsPart<P> & { answer: z.core.$ZodType; status?: 200 | 201 | 202 };

/** A route that answers a file or a page (a PDF, a calendar feed, a photo, CSV, a redirect). */
export type FileRoute<P extends string = string> = RouteBase<P> &
  ParamsPart<P> & { answer?: undefined; contentType: string };

/** A route that answers 204 with no body (a beacon). */
export type EmptyRoute<P extends string = string> = RouteBase<P> &
  ParamsPart<P> & { answer?: undefined; contentType?: undefined; status: 204 };

export type ApiRoute<P extends string = string> = JsonRoute<P> | FileRoute<P> | EmptyRoute<P>;

/** Declares a route; the type checks that the params schema reads every `:name` of the path. */
export const route = <const P extends string, const R extends ApiRoute<P>>(declaration: R & { path: P }): R =>
  declaration;

/** The route's path with its parameters filled in and encoded. */
export function pathTo<P extends string>(declared: { path: P }, params?: PathParams<P>): string {
  return declared.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

export type AnswerOf<R> = R extends { answer: z.core.$ZodType } ? z.output<R['answer']> : never;
export type BodyOf<R> = R extends { body: z.core.$ZodType } ? z.input<R['body']> : undefined;
export type QueryOf<R> = R extends { query: z.core.$ZodType } ? z.input<R['query']> : undefined;
