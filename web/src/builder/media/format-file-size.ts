const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

/**
 * 000 §9: a file size in Bytes, KB, MB or GB (base 1024), with at most two decimals and no
 * trailing zeros: 1536 → '1.5 KB'. Anything that is not a positive number reads '0 Bytes';
 * sizes beyond a terabyte stay in GB.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(BASE)), 0), UNITS.length - 1);
  // Bytes are whole; larger units keep two decimals.
  let value = exponent === 0 ? Math.round(bytes) : Number((bytes / BASE ** exponent).toFixed(2));
  let unit = exponent;
  // 1023.999 KB (or 1023.6 Bytes) rounds to 1024 KB: say 1 MB instead.
  if (value >= BASE && unit < UNITS.length - 1) {
    value = Number((value / BASE).toFixed(2));
    unit += 1;
  }
  return `${value} ${UNITS[unit]}`;
}
