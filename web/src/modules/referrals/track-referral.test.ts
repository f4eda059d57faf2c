import { REFERRAL_STORAGE_KEY, storedReferralCode, trackReferralFromUrl } from './track-referral';

function okFetch() {
  // jsdom has no Response; the function only reads ok, status and text().
  const response = { ok: true, status: 202, text: async () => '' } as unknown as Response;
  return jest.fn(async () => response) as jest.Mock & typeof fetch;
}

describe('trackReferralFromUrl (000 §2.2)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('does nothing without a ref parameter', async () => {
    const fetchImpl = okFetch();
    expect(await trackReferralFromUrl('?utm=x', fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(storedReferralCode()).toBeNull();
  });

  it('stores the code as referralCode and posts the click once', async () => {
    const fetchImpl = okFetch();
    expect(await trackReferralFromUrl('?ref=PARTNER42', fetchImpl)).toBe(true);
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('PARTNER42');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/referral/track');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      affiliateCode: 'PARTNER42',
      email: '',
      firstName: '',
      lastName: '',
    });

    await trackReferralFromUrl('?ref=PARTNER42', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('says where the visitor came from when the browser knows', async () => {
    const fetchImpl = okFetch();
    Object.defineProperty(document, 'referrer', { value: 'https://www.facebook.com/', configurable: true });
    try {
      await trackReferralFromUrl('?ref=SOCIAL7', fetchImpl);
    } finally {
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    }
    const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      affiliateCode: 'SOCIAL7',
      referrer: 'https://www.facebook.com/',
    });
  });

  it('only logs a failure', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const failing = jest.fn(async () => {
      throw new Error('offline');
    }) as jest.Mock & typeof fetch;
    await expect(trackReferralFromUrl('?ref=X1', failing)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Referral tracking failed:', expect.any(Error));
    log.mockRestore();
  });
});
