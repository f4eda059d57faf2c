/** Posts a report as a beacon, or a keepalive fetch where beacons are missing or refused. */
export function beacon(url: string, report: object) {
  const payload = JSON.stringify(report);
  if (navigator.sendBeacon?.(url, new Blob([payload], { type: 'application/json' }))) return;
  // A lost report costs the owner one count; the visitor is never told, nothing is retried.
  void fetch(url, {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
