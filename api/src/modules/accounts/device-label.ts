import Bowser from 'bowser';

/** "Firefox on Linux", "Safari on iOS": what the owner recognises in a sign-in notice. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'An unknown browser';
  const parsed = Bowser.parse(userAgent.slice(0, 500));
  const browser = parsed.browser.name ?? 'An unknown browser';
  const os = parsed.os.name;
  return os ? `${browser} on ${os}` : browser;
}
