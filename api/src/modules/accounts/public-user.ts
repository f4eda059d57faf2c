import type { User } from './user.entity';

/** The user as the REST API shows it (GET /api/auth/user). */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    username: user.username ?? null,
    bio: user.bio ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
