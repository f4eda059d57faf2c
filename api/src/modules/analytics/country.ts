import geoip from 'geoip-country';

/**
 * The visitor's country (ISO 3166-1 alpha-2) from the offline GeoIP database that ships in the
 * geoip-country package (loaded once, about 20 MB; no outside call). The whole address is only
 * looked up here, never stored; private and unknown addresses answer null.
 */
export function countryOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:/, '');
  try {
    return geoip.lookup(address)?.country ?? null;
  } catch {
    return null;
  }
}

/** A country's English name ('DE' → 'Germany'); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
