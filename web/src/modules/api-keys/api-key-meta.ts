/** The areas and access an API key can be given (002 §6: read/write funnels, leads, campaigns). */
export const API_AREAS = [
  { key: 'funnels', label: 'Funnels' },
  { key: 'leads', label: 'Leads' },
  { key: 'campaigns', label: 'Campaigns' },
] as const;
export const API_ACCESS = ['read', 'write'] as const;

export const ALL_PERMISSIONS = API_AREAS.flatMap((area) =>
  API_ACCESS.map((access) => `${area.key}:${access}`),
);

export const API_KEY_TEXT = {
  createFailedTitle: 'Error',
  createFailed: 'Failed to create API key. Please try again.',
  nameRequired: 'API key name is required',
  permissionsRequired: 'Choose at least one permission',
  created: 'API key created',
  copied: 'API key copied to the clipboard',
  copyFailed: 'Could not copy. Select the key and copy it by hand.',
  deactivated: 'API key deactivated',
  deleted: 'API key deleted',
  oneTime: 'Copy it now: it is shown only this once. FunnelForge keeps only a hash of it.',
} as const;

/** 002 §9: the prefix in the bearer-key pattern, the secret part left out. */
export const maskedKey = (prefix: string) => `${prefix}…`;

/** "Funnels: read, write" per area the key has anything in; areas without access are left out. */
export function permissionSummary(permissions: readonly string[]): string[] {
  return API_AREAS.flatMap(({ key, label }) => {
    const access = API_ACCESS.filter((a) => permissions.includes(`${key}:${a}`));
    return access.length > 0 ? [`${label}: ${access.join(', ')}`] : [];
  });
}

/** A curl call of the public API from this origin. */
export const curlExample = (origin: string, key = 'YOUR_API_KEY') =>
  `curl -H "Authorization: Bearer ${key}" ${origin}/api/v1/funnels`;
