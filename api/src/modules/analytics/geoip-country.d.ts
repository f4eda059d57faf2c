// geoip-country ships no types: the one call used here.
declare module 'geoip-country' {
  const geoip: { lookup(ip: string): { country: string } | null };
  export default geoip;
}
