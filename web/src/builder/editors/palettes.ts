/** 000 §2.7: colour palettes of eight each, shown in every colour picker. */
export const COLOR_PALETTES = [
  {
    label: 'Primary',
    colors: ['#2563eb', '#3b82f6', '#7c3aed', '#9333ea', '#db2777', '#dc2626', '#ea580c', '#16a34a'],
  },
  {
    label: 'Neutral',
    colors: ['#000000', '#111827', '#374151', '#6b7280', '#9ca3af', '#d1d5db', '#e5e7eb', '#ffffff'],
  },
  {
    label: 'Backgrounds',
    colors: ['#ffffff', '#f8fafc', '#f1f5f9', '#eff6ff', '#f5f3ff', '#fdf2f8', '#fefce8', '#ecfdf5'],
  },
] as const;

/** Gradients for backgrounds (the fourth palette). */
export const GRADIENT_PALETTE = [
  'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
  'linear-gradient(135deg, #2563eb 0%, #9333ea 100%)',
  'linear-gradient(135deg, #f093fb 0%, #f5576c 100%)',
  'linear-gradient(135deg, #4facfe 0%, #00f2fe 100%)',
  'linear-gradient(135deg, #43e97b 0%, #38f9d7 100%)',
  'linear-gradient(135deg, #fa709a 0%, #fee140 100%)',
  'linear-gradient(135deg, #0f172a 0%, #334155 100%)',
  'linear-gradient(180deg, #ffffff 0%, #eff6ff 100%)',
] as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** 000 §5: the colour input shows #000000 when the value is not a hex colour. */
export function hexOrBlack(value: string | undefined): string {
  if (!value || !HEX.test(value.trim())) return '#000000';
  const v = value.trim();
  return v.length === 4 ? `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}` : v;
}
