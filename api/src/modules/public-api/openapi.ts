import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorSchema, PERMISSION_LIST } from './public-api.schemas';
import type { V1Route } from './v1-route';

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input: the message, and fieldErrors per field.',
  401: 'No API key, or one that is unknown, deleted, deactivated or expired (WWW-Authenticate: Bearer).',
  403: 'The key lacks the permission this route needs; the message names it.',
  404: 'No such item among the key owner’s (another user’s id answers the same).',
  429: 'Over the per-key rate limit; Retry-After says when to try again.',
} as const;

const rateLimitHeaders = {
  'RateLimit-Limit': {
    description: 'Requests allowed per window for this key.',
    schema: { type: 'integer' as const },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in this window.',
    schema: { type: 'integer' as const },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets.',
    schema: { type: 'integer' as const },
  },
};

const pageHeaders = {
  'X-Total-Count': {
    description: 'How many items the whole list holds.',
    schema: { type: 'integer' as const },
  },
  'X-Next-Cursor': {
    description: 'Present when more items follow: pass it as `after` for the next page.',
    schema: { type: 'string' as const },
  },
};

/** The OpenAPI 3.1 document of /api/v1, generated from the routes' own zod schemas. */
export function openApiDocument(routes: readonly V1Route[], serverUrl: string) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key made at /api-keys: `Authorization: Bearer ff_live_…`.',
  });
  const error = (status: keyof typeof ERROR_DESCRIPTIONS) => ({
    description: ERROR_DESCRIPTIONS[status],
    content: { 'application/json': { schema: errorSchema } },
  });
  for (const route of routes) {
    const needs = route.permission ? `Needs the ${route.permission} permission.` : 'Any valid key.';
    registry.registerPath({
      method: route.method,
      path: route.path,
      summary: route.summary,
      description: needs,
      tags: [route.path.split('/')[1] ?? ''],
      security: [{ [bearer.name]: [] }],
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body
          ? { body: { required: true, content: { 'application/json': { schema: route.body } } } }
          : {}),
      },
      responses: {
        [route.status]: {
          description: route.paged ? 'One page of the list.' : 'Done.',
          headers: route.paged ? { ...rateLimitHeaders, ...pageHeaders } : rateLimitHeaders,
          content: {
            'application/json': { schema: route.paged ? z.array(route.response) : route.response },
          },
        },
        ...Object.fromEntries(route.errors.map((status) => [status, error(status)])),
        401: error(401),
        403: error(403),
        429: error(429),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'FunnelForge API',
      version: '1.0.0',
      description: `The public REST API. Authorise every call with an API key made at /api-keys: \`Authorization: Bearer ff_live_…\`. A key carries permissions per area (${PERMISSION_LIST}). Lists are paged: \`limit\`, and \`after\` with the X-Next-Cursor of the page before (the A/B tests list answers every test at once).`,
    },
    servers: [{ url: serverUrl }],
  });
}
