import { parseAnalyticsParams } from './use-analytics-params';

describe('parseAnalyticsParams', () => {
  it('reads the period and the funnel', () => {
    expect(parseAnalyticsParams(new URLSearchParams('days=7&funnel=f-1'))).toEqual({
      days: 7,
      funnelId: 'f-1',
    });
    expect(parseAnalyticsParams(new URLSearchParams('days=90'))).toEqual({ days: 90, funnelId: null });
  });

  it.each(['', 'days=14', 'days=abc', 'days=30.5', 'funnel='])(
    'falls back to 30 days and all funnels for %p',
    (q) => expect(parseAnalyticsParams(new URLSearchParams(q))).toEqual({ days: 30, funnelId: null }),
  );
});
