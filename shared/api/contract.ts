import type { ApiRoute } from './route';
import { apiDocApi } from './api-doc';
import { priceBookApi } from './price-book';

/**
 * Every route of the API, one group a feature. The server's test holds it to what is served, and
 * the OpenAPI document is written from it; pages import their own group's file, never this one.
 */
export const contract = {
  apiDoc: apiDocApi,
  priceBook: priceBookApi,
} satisfies Record<string, Record<string, ApiRoute>>;

export const declaredRoutes = (): ApiRoute[] => Object.values(contract).flatMap((group) => Object.values(group));
