import type { ApiKey } from './api-key.entity';

/** An API key as GET /api/keys answers it (002 §3): never its hash. */
export function toApiKeyJson(apiKey: ApiKey) {
  return {
    id: apiKey.id,
    keyName: apiKey.keyName,
    keyPrefix: apiKey.keyPrefix,
    permissions: apiKey.permissions,
    isActive: apiKey.isActive,
    createdAt: apiKey.createdAt.toISOString(),
    lastUsedAt: apiKey.lastUsedAt?.toISOString() ?? null,
    expiresAt: apiKey.expiresAt?.toISOString() ?? null,
  };
}
