import { visitSource, withEmailUtm } from '../src/modules/analytics/visit-source';

/** Where visits come from (issue 20 item 1): referrers and UTM parameters into channels. */
const own = new Set(['forge.example']);
const channel = (pageUrl: string | null, referrer: string | null) =>
  visitSource(pageUrl, referrer, own).channel;

describe('visitSource', () => {
  it('classifies referrers into search engines, social networks, email and referral sites', () => {
    expect(channel('/p/x', 'https://www.google.co.uk/')).toBe('search');
    expect(channel('/p/x', 'https://duckduckgo.com/')).toBe('search');
    expect(channel('/p/x', 'https://www.bing.com/search?q=a')).toBe('search');
    expect(channel('/p/x', 'https://m.facebook.com/')).toBe('social');
    expect(channel('/p/x', 'https://t.co/abc')).toBe('social');
    expect(channel('/p/x', 'https://www.linkedin.com/feed')).toBe('social');
    expect(channel('/p/x', 'https://mail.google.com/mail/u/0/')).toBe('email');
    expect(channel('/p/x', 'https://outlook.live.com/')).toBe('email');
    expect(channel('/p/x', 'https://blog.example.org/post')).toBe('referral');
    // Not a search engine for sharing a word with one.
    expect(channel('/p/x', 'https://googleish.example/')).toBe('referral');
  });

  it('treats no referrer, an unreadable one and the same site as direct', () => {
    expect(channel('/p/x', null)).toBe('direct');
    expect(channel('/p/x', 'not a url')).toBe('direct');
    expect(visitSource('/p/x/thanks', 'https://forge.example/p/x', own)).toMatchObject({
      channel: 'direct',
      source: null,
    });
  });

  it('lets UTM parameters win and keeps all five', () => {
    expect(
      visitSource(
        '/p/x?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=a&utm_content=b',
        'https://www.google.com/',
        own,
      ),
    ).toEqual({
      channel: 'email',
      source: 'newsletter',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'a',
      utmContent: 'b',
    });
    expect(channel('/p/x?utm_source=google&utm_medium=cpc', null)).toBe('search');
    expect(channel('/p/x?utm_source=facebook', null)).toBe('social');
    expect(channel('/p/x?utm_source=partner-site', null)).toBe('referral');
    expect(channel('/p/x?utm_medium=email', null)).toBe('email');
  });
});

describe('withEmailUtm', () => {
  const ownPage = (url: URL) => url.host === 'forge.example' && url.pathname.startsWith('/p/');

  it("tags links to the sender's own pages as email traffic of a campaign or a sequence", () => {
    expect(withEmailUtm('https://forge.example/p/abc?x=1', 'campaign', ownPage)).toBe(
      'https://forge.example/p/abc?x=1&utm_source=funnelforge&utm_medium=email&utm_campaign=campaign',
    );
    expect(
      visitSource(
        withEmailUtm('https://forge.example/p/abc', 'sequence', ownPage).replace('https://forge.example', ''),
        null,
        own,
      ),
    ).toMatchObject({
      channel: 'email',
      utmCampaign: 'sequence',
    });
  });

  it('leaves other sites, links with UTM parameters of their own and unreadable links as written', () => {
    expect(withEmailUtm('https://example.com/buy', 'campaign', ownPage)).toBe('https://example.com/buy');
    expect(withEmailUtm('https://forge.example/p/abc?utm_source=x', 'campaign', ownPage)).toBe(
      'https://forge.example/p/abc?utm_source=x',
    );
    expect(withEmailUtm('mailto:a@b.c', 'campaign', ownPage)).toBe('mailto:a@b.c');
  });
});
