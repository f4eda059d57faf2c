import type { FunnelStatus } from '../../gql/graphql';

export type TypeMeta = { value: string; label: string; color: string; tile: string };

/** 000 §2.5: the template types of the list, with their colours. */
export const FUNNEL_TYPES: readonly TypeMeta[] = [
  { value: 'sales', label: 'Sales', color: 'green', tile: 'linear-gradient(135deg, #16a34a, #22c55e)' },
  { value: 'landing', label: 'Landing', color: 'blue', tile: 'linear-gradient(135deg, #2563eb, #3b82f6)' },
  {
    value: 'thankyou',
    label: 'Thank You',
    color: 'purple',
    tile: 'linear-gradient(135deg, #7c3aed, #a855f7)',
  },
  { value: 'events', label: 'Events', color: 'orange', tile: 'linear-gradient(135deg, #ea580c, #f97316)' },
  { value: 'splash', label: 'Splash', color: 'magenta', tile: 'linear-gradient(135deg, #db2777, #ec4899)' },
  {
    value: 'education',
    label: 'Education',
    color: 'cyan',
    tile: 'linear-gradient(135deg, #0891b2, #06b6d4)',
  },
  {
    value: 'capture',
    label: 'Lead Capture',
    color: 'gold',
    tile: 'linear-gradient(135deg, #ca8a04, #eab308)',
  },
];

const FALLBACK: TypeMeta = {
  value: 'other',
  label: 'Other',
  color: 'default',
  tile: 'linear-gradient(135deg, #475569, #64748b)',
};

export function typeMeta(value: string): TypeMeta {
  return FUNNEL_TYPES.find((t) => t.value === value) ?? { ...FALLBACK, value, label: value };
}

/** 000 §2.5 badge styles: draft secondary, published default, archived outline. */
export const STATUS_META: Record<FunnelStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'ff-badge ff-badge--secondary' },
  published: { label: 'Published', className: 'ff-badge ff-badge--default' },
  archived: { label: 'Archived', className: 'ff-badge ff-badge--outline' },
};
