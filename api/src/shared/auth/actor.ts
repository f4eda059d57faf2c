import { AppError, unauthenticated } from '../errors/app-error';

/** What an API key can be allowed to do: read and/or write, per area (002 §6). */
export const API_AREAS = ['funnels', 'leads', 'campaigns'] as const;
export type ApiArea = (typeof API_AREAS)[number];
export type Access = 'read' | 'write';
export type Permission = `${ApiArea}:${Access}`;

export const ALL_PERMISSIONS: readonly Permission[] = API_AREAS.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);

/**
 * Who is acting: a signed-in session (everything) or an API key with the permissions its owner
 * gave it (`apiKeyId` names the key, for its rate limit and its last use).
 */
export type Actor = {
  userId: string;
  via: 'session' | 'apiKey';
  permissions: readonly Permission[];
  apiKeyId?: string;
};

export const sessionActor = (userId: string): Actor => ({
  userId,
  via: 'session',
  permissions: ALL_PERMISSIONS,
});

export const apiKeyActor = (userId: string, apiKeyId: string, permissions: readonly Permission[]): Actor => ({
  userId,
  via: 'apiKey',
  permissions,
  apiKeyId,
});

/**
 * The actor, allowed to `access` `area`. A session may do everything. An API key needs the
 * area's permission; what belongs to no area (account, settings, sequences…) is for sessions
 * only, so a key is refused there. Without `access`, any signed-in actor passes.
 */
export function requireActor(actor: Actor | null, access?: Access, area?: ApiArea): Actor {
  if (!actor) throw unauthenticated();
  if (actor.via === 'session' || access === undefined) return actor;
  if (area === undefined) {
    throw new AppError('FORBIDDEN', 'API keys cannot be used for this; sign in to FunnelForge instead');
  }
  const permission: Permission = `${area}:${access}`;
  if (!actor.permissions.includes(permission)) {
    throw new AppError('FORBIDDEN', `This API key lacks the ${permission} permission`);
  }
  return actor;
}
