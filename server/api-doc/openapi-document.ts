import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { business } from '../../shared/business';
import { declaredRoutes } from '../../shared/api/contract';
import { errorAnswerSchema } from '../../shared/api/error-answer';
import type { ApiRoute } from '../../shared/api/route';
import { sessionCookieName } from '../core/auth/admin-session';

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function accessText(route: ApiRoute): string {
  if (route.access === 'public') return 'Anyone.';
  if (route.access === 'secret-link') return 'Whoever holds the secret link the path carries.';
  return `Signed-in staff with the \`${route.access.permission}\` permission (session cookie).`;
}

function operation(route: ApiRoute): ZodOpenApiOperationObject {
  const bodyTypes = route.multipart
    ? ['multipart/form-data']
    : route.formPost
      ? ['application/json', 'application/x-www-form-urlencoded']
      : ['application/json'];
  const answer = route.answer
    ? { 'application/json': { schema: route.answer } }
    : route.contentType
      ? { [route.contentType]: { schema: { type: 'string' as const } } }
      : undefined;
  return {
    summary: route.summary,
    description: `Who may call it: ${accessText(route)}`,
    ...(typeof route.access === 'object' ? { security: [{ session: [] }] } : {}),
    // zod-openapi reads each part named, so a part the route does not read is left out.
    ...(route.params || route.query
      ? { requestParams: { ...(route.params && { path: route.params }), ...(route.query && { query: route.query }) } }
      : {}),
    ...(route.body
      ? { requestBody: { content: Object.fromEntries(bodyTypes.map((type) => [type, { schema: route.body }])) } }
      : {}),
    responses: {
      [String(('status' in route && route.status) || 200)]: {
        description: 'Done',
        ...(answer ? { content: answer } : {}),
      },
      '4XX': {
        description: 'Refused, with a readable message',
        content: { 'application/json': { schema: errorAnswerSchema } },
      },
    },
  } as ZodOpenApiOperationObject;
}

/** The OpenAPI 3.1 document of every declared route, written from the contract in shared/api/. */
export function openApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of declaredRoutes()) {
    const item = (paths[openApiPath(route.path)] ??= {});
    (item as Record<string, ZodOpenApiOperationObject>)[route.method.toLowerCase()] = operation(route);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: `${business.name} API`,
        version: '1',
        description: 'The JSON API behind the site and its back office. Errors answer `{ success: false, error }`.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName } } },
      paths,
    },
    // Amounts staff type are checked by custom rules with their own sentences; they show as any value
    // unless their params say how to show them (shownAs, shared/api/lean-schemas.ts).
    {
      allowEmptySchema: { custom: true },
      override: ({ zodSchema, jsonSchema }) => {
        const { type, params } = zodSchema._zod.def as { type: string; params?: { openApi?: object } };
        if (type === 'custom' && params?.openApi) Object.assign(jsonSchema, params.openApi);
      },
    },
  );
}
