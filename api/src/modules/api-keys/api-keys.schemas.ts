import { z } from 'zod';
import { ALL_PERMISSIONS, type Permission } from '../../shared/auth/actor';

const PERMISSIONS = ALL_PERMISSIONS as readonly [Permission, ...Permission[]];

/** POST /api/keys, createApiKey: a non-blank name (002 §5); permissions default to all; an optional expiry. */
export const createApiKeySchema = z.object({
  keyName: z
    .string({ error: 'API key name is required' })
    .trim()
    .min(1, 'API key name is required')
    .max(100, 'API key name must be at most 100 characters'),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: `Permissions must be among ${ALL_PERMISSIONS.join(', ')}` }), {
      error: 'Permissions must be a list',
    })
    .min(1, 'Choose at least one permission')
    .transform((list) => ALL_PERMISSIONS.filter((p) => list.includes(p)))
    .optional(),
  expiresAt: z.coerce.date({ error: 'Expiry must be a date' }).nullish(),
});

export type CreateApiKeyInput = z.output<typeof createApiKeySchema>;
