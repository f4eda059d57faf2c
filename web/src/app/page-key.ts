/** The page key of a path: '/' is the dashboard, both builder routes are 'builder', otherwise the first segment. */
export function pageKeyOf(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return 'dashboard';
  if (first === 'funnel-builder') return 'builder';
  return first;
}
