import { z } from 'zod';
import { route } from './route';

/** The API's own description, for integrations (bookkeeping, hooks) written against it. */
export const apiDocApi = {
  openApi: route({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document: every route of the API, as OpenAPI 3.1',
    access: { permission: 'team:manage' },
    answer: z.looseObject({ openapi: z.literal('3.1.0') }),
  }),
};
