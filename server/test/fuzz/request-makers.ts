import fc from 'fast-check';
import {
  brokenBody,
  contentTypes,
  formBodies,
  hostileQuery,
  hostileValue,
  mutated,
  rowIdUpTo,
  withProtoKeys,
} from './arbitraries';
import type { FuzzRequest } from './harness';

type Body = { contentType?: string; body?: string };

/** JSON objects near the expected shape, hostile JSON values, and bodies that are not JSON at all. */
export function bodies(expected: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 2, arbitrary: expected.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })) },
    {
      weight: 4,
      arbitrary: mutated(expected).map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(expected, hostileValue)
        .map(([v, p]) => ({ contentType: 'application/json', body: withProtoKeys(v, p) })),
    },
    { weight: 1, arbitrary: hostileValue.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.record({ contentType: contentTypes, body: brokenBody }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** A request to `path` (one path, or paths to choose from) with one of `body`. */
export const withBody = (method: string, path: string | fc.Arbitrary<string>, body: fc.Arbitrary<Body>) =>
  fc
    .tuple(typeof path === 'string' ? fc.constant(path) : path, body)
    .map(([p, b]): FuzzRequest => ({ method, path: p, ...b }));

/** A request with no body to one of `paths`. */
export const withoutBody = (method: string, paths: fc.Arbitrary<string>) =>
  paths.map((path): FuzzRequest => ({ method, path }));

/** A GET of `path` (or one of several) with a hostile query string, or with one of `queries`. */
export const getWithQuery = (path: string | string[], queries: fc.Arbitrary<string> = hostileQuery) =>
  fc
    .tuple(fc.constantFrom(...[path].flat()), queries)
    .map(([p, q]): FuzzRequest => ({ method: 'GET', path: `${p}?${q}` }));

/** A public form's POST: the same record sent as JSON or as a plain form post (a page without its script). */
export const jsonOrFormPost = (path: fc.Arbitrary<string>, record: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(withBody('POST', path, bodies(record)), withBody('POST', path, formBodies(record)));

/** A path below /api/contacts/:id, the id a lead's mostly. */
export const leadPath = (suffix: string) => rowIdUpTo(8).map((id) => `/api/contacts/${id}${suffix}`);

/** A request without a body written as its route is (`GET /api/path/:id`), `:id` filled in with `id`. */
function bodilessRequest(route: string, id = ''): FuzzRequest {
  const [method = '', path = ''] = route.split(' ');
  return { method, path: path.replace(':id', id) };
}

/** One of these requests to fixed paths, without a body, each written as its route is (`GET /api/path`). */
export const fixedRequests = (...routes: string[]) => fc.constantFrom(...routes.map((route) => bodilessRequest(route)));

/** One of these requests without a body, written as routes are (`POST /api/team/people/:id/enable`), to rows 1 to `maxId` or odd ids. */
export const requestsWithId = (maxId: number, ...routes: string[]) =>
  fc.tuple(fc.constantFrom(...routes), rowIdUpTo(maxId)).map(([route, id]) => bodilessRequest(route, id));
