/**
 * 001 §2.6 'Avg Session': whole minutes and seconds, '2m 5s'; under a minute only seconds,
 * '45s'; '0s' when there is none. Hours stay minutes ('75m 0s'): sessions are short.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}
