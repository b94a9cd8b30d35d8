import * as z from 'zod/mini';
import {
  pathTo,
  type AnswerOf,
  type ApiRoute,
  type BodyOf,
  type PathParams,
  type QueryOf,
} from '../../../shared/api/route';
import { apiRequest } from './api-request';

type Input<R extends ApiRoute> = (R extends { params: object }
  ? { params: PathParams<R['path']> }
  : { params?: undefined }) &
  (R extends { query: object } ? { query: QueryOf<R> } : { query?: undefined }) &
  (R extends { body: object } ? { body: BodyOf<R> } : { body?: undefined });

/** The input a route needs: none when it reads no params, query or body. */
type Args<R extends ApiRoute> = object extends Input<R> ? [input?: Input<R>] : [input: Input<R>];

type JsonApiRoute = ApiRoute & { answer: z.core.$ZodType };

function search(query: object | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)] as [string, string]],
  );
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

/** A route's URL: its path with the parameters filled in, then the query, if any. */
export function urlOf<R extends ApiRoute>(declared: R, ...[input]: Args<R>): string {
  return pathTo(declared, input?.params as unknown as PathParams<R['path']>) + search(input?.query);
}

/** What staff read when an answer is not the shape the page knows: a page older than the server. */
export const unexpectedAnswerMessage =
  'The server answered in a way this page does not know. Reload the page: the site may have been updated.';

/**
 * Calls a contract route with cookies and returns its answer parsed by the declared schema. A
 * non-OK answer throws an ApiError; an answer the contract does not describe throws an Error that
 * says to reload (the details go to the console, not to the person).
 */
export async function callApi<R extends JsonApiRoute>(declared: R, ...args: Args<R>): Promise<AnswerOf<R>> {
  const res = await apiRequest(declared.method, urlOf(declared, ...args), args[0]?.body);
  const parsed = z.safeParse(declared.answer, await res.json());
  if (!parsed.success) {
    console.error(`${declared.method} ${declared.path}: the answer is not the declared shape`, parsed.error.issues);
    throw new Error(unexpectedAnswerMessage);
  }
  return parsed.data as AnswerOf<R>;
}

/**
 * React Query's options for a GET route: the key is the path, then the query when there is one,
 * so invalidating the path refreshes every page of it.
 */
export function apiQuery<R extends JsonApiRoute & { method: 'GET' }>(declared: R, ...args: Args<R>) {
  const path = pathTo(declared, args[0]?.params as unknown as PathParams<R['path']>);
  const query = args[0]?.query;
  return {
    queryKey: query ? ([path, query] as const) : ([path] as const),
    queryFn: () => callApi(declared, ...args),
  };
}
