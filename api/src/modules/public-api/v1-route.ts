import type { ZodObject, ZodType } from 'zod';
import type { Permission } from '../../shared/auth/actor';
import type { Handler } from '../../shared/rest/rest';

/**
 * One /api/v1 route: what the Express router mounts and what the OpenAPI document says, from
 * one definition, so the two cannot drift apart. `body` and `query` are the very zod schemas
 * the services parse input with.
 */
export type V1Route = {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI style: /funnels/{id}. */
  path: string;
  summary: string;
  /** What the key needs (checked by the service); null: any valid key. */
  permission: Permission | null;
  params?: ZodObject;
  query?: ZodObject;
  body?: ZodType;
  status: 200 | 201;
  /** The answer's schema; a paged list answers an array of it, with X-Next-Cursor. */
  response: ZodType;
  paged?: boolean;
  /** Codes the route may answer besides 401, 403 and 429 (which every route may). */
  errors: ReadonlyArray<400 | 404>;
  run: Handler;
};

/** The Express form of an OpenAPI path: /funnels/{id} → /funnels/:id. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
