/** Where a visit came from: a channel, the source's name, and its UTM parameters. */
export type VisitSource = {
  channel: Channel;
  /** The referring host (www. dropped) or the utm_source; null for direct visits. */
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

export const CHANNELS = ['direct', 'search', 'social', 'email', 'referral'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  direct: 'Direct',
  search: 'Search engines',
  social: 'Social networks',
  email: 'Email',
  referral: 'Referral sites',
};

/** Hosts (or their last labels) of search engines, by the name each host's label starts with. */
const SEARCH = [
  'google',
  'bing',
  'duckduckgo',
  'yahoo',
  'baidu',
  'yandex',
  'ecosia',
  'startpage',
  'qwant',
  'brave',
  'search.aol',
  'ask',
  'naver',
  'seznam',
  'kagi',
];
const SOCIAL = [
  'facebook',
  'fb',
  'instagram',
  't.co',
  'twitter',
  'x.com',
  'linkedin',
  'lnkd.in',
  'youtube',
  'youtu.be',
  'pinterest',
  'reddit',
  'tiktok',
  'threads',
  'snapchat',
  'whatsapp',
  'telegram',
  'discord',
  'mastodon',
  'bsky',
  'quora',
  'vk',
  'tumblr',
];
const EMAIL_HOSTS = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.proton.me',
  'mail.aol.com',
  'app.fastmail.com',
  'mail.zoho.com',
  'webmail',
];
const EMAIL_MEDIUMS = ['email', 'e-mail', 'newsletter', 'mail'];
const SOCIAL_MEDIUMS = ['social', 'social-network', 'social-media', 'sm', 'social network', 'social media'];
const SEARCH_MEDIUMS = ['organic', 'cpc', 'ppc', 'paid-search', 'paidsearch', 'search'];

/** `google` matches google.com, www.google.co.uk, news.google.com; `t.co` matches only t.co (and its subdomains). */
function hostIs(host: string, names: readonly string[]): boolean {
  const labels = host.split('.');
  return names.some((name) =>
    name.includes('.')
      ? host === name || host.endsWith(`.${name}`)
      : labels.slice(0, -1).includes(name) || labels.some((label) => label.startsWith(`${name}-`)),
  );
}

function channelOfHost(host: string): Channel {
  if (hostIs(host, EMAIL_HOSTS) || host.startsWith('webmail.') || host.startsWith('mail.')) return 'email';
  if (hostIs(host, SEARCH)) return 'search';
  if (hostIs(host, SOCIAL)) return 'social';
  return 'referral';
}

function channelOfUtm(source: string, medium: string | null): Channel {
  const m = medium?.toLowerCase() ?? '';
  if (EMAIL_MEDIUMS.includes(m)) return 'email';
  if (SOCIAL_MEDIUMS.includes(m)) return 'social';
  if (SEARCH_MEDIUMS.includes(m)) return 'search';
  const s = source.toLowerCase();
  if (EMAIL_MEDIUMS.includes(s)) return 'email';
  const asHost = s.includes('.') ? s : `${s}.com`;
  return channelOfHost(asHost);
}

const text = (value: string | null, max = 200) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/**
 * Classifies a visit from the page's query string (UTM parameters win) and its Referer header.
 * A referrer on one of `ownHosts` (a step of the same site) is not a source: the visit is direct
 * unless its UTM parameters say otherwise.
 */
export function visitSource(
  pageUrl: string | null,
  referrer: string | null,
  ownHosts: ReadonlySet<string>,
): VisitSource {
  const query = new URLSearchParams(pageUrl?.includes('?') ? pageUrl.slice(pageUrl.indexOf('?') + 1) : '');
  const utm = {
    utmSource: text(query.get('utm_source')),
    utmMedium: text(query.get('utm_medium')),
    utmCampaign: text(query.get('utm_campaign')),
    utmTerm: text(query.get('utm_term')),
    utmContent: text(query.get('utm_content')),
  };
  let host: string | null = null;
  try {
    if (referrer) host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    host = null;
  }
  if (host && (ownHosts.has(host) || ownHosts.has(`www.${host}`))) host = null;
  if (utm.utmSource)
    return { channel: channelOfUtm(utm.utmSource, utm.utmMedium), source: utm.utmSource, ...utm };
  if (utm.utmMedium && EMAIL_MEDIUMS.includes(utm.utmMedium.toLowerCase()))
    return { channel: 'email', source: host, ...utm };
  if (!host) return { channel: 'direct', source: null, ...utm };
  return { channel: channelOfHost(host), source: host, ...utm };
}

const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/**
 * A link of one of this product's emails, followed to one of the sender's own funnel pages: it
 * gains utm_source=funnelforge, utm_medium=email and utm_campaign=campaign|sequence, so the visit
 * counts as email traffic (mail clients send no referrer). A link with UTM parameters of its own,
 * or to another site, is left as the sender wrote it.
 */
export function withEmailUtm(
  url: string,
  outbox: 'campaign' | 'sequence' | null,
  ownPage: (url: URL) => boolean,
): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!ownPage(parsed) || UTM_PARAMS.some((name) => parsed.searchParams.has(name))) return url;
  parsed.searchParams.set('utm_source', 'funnelforge');
  parsed.searchParams.set('utm_medium', 'email');
  parsed.searchParams.set('utm_campaign', outbox ?? 'email');
  return parsed.toString();
}
