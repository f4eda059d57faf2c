import type { ApiKeyPermission } from '../../modules/api-keys/api-key.entity';
import { AppError, unauthenticated } from '../errors/app-error';

/** Who is acting: a signed-in session (all permissions) or, later, an API key with its own. */
export type Actor = {
  userId: string;
  via: 'session' | 'apiKey';
  permissions: readonly ApiKeyPermission[];
};

export const sessionActor = (userId: string): Actor => ({
  userId,
  via: 'session',
  permissions: ['read', 'write'],
});

export function requireActor(actor: Actor | null, permission?: ApiKeyPermission): Actor {
  if (!actor) throw unauthenticated();
  if (permission && !actor.permissions.includes(permission)) {
    throw new AppError('FORBIDDEN', `This API key lacks the ${permission} permission`);
  }
  return actor;
}
