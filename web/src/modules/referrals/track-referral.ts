export const REFERRAL_STORAGE_KEY = 'referralCode';
const TRACKED_PREFIX = 'referralTracked:';

/**
 * 000 §2.2: a landing visit with ?ref= stores the code as referralCode and records the click
 * once (per code and browser session, so reloads and re-renders do not count twice).
 * Failures are only logged.
 */
export async function trackReferralFromUrl(search: string, fetchImpl?: typeof fetch): Promise<boolean> {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code) return false;
  try {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, code);
    if (window.sessionStorage.getItem(TRACKED_PREFIX + code)) return false;
    window.sessionStorage.setItem(TRACKED_PREFIX + code, '1');
  } catch {
    // Storage can be unavailable (private mode); tracking still happens once per page load.
  }
  try {
    const response = await (fetchImpl ?? fetch)('/api/referral/track', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      // 000 §3's payload; where the visitor came from (the affiliate's click stats by source) only when known.
      body: JSON.stringify({
        affiliateCode: code,
        email: '',
        firstName: '',
        lastName: '',
        ...(document.referrer ? { referrer: document.referrer } : {}),
      }),
    });
    if (!response.ok) console.log(`Referral tracking failed: ${response.status}: ${await response.text()}`);
    return response.ok;
  } catch (error) {
    console.log('Referral tracking failed:', error);
    return false;
  }
}

export function storedReferralCode(): string | null {
  try {
    return window.localStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
}
