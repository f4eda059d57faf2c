import { z } from 'zod';

/** A funnel's published-page settings as stored (funnels.site). */
export type FunnelSiteData = {
  favicon?: string | null;
  /** Off by default: the pixels and code below run only while it is on. */
  customCodeEnabled?: boolean;
  metaPixelId?: string | null;
  googleAnalyticsId?: string | null;
  headCode?: string | null;
  bodyCode?: string | null;
};

const MAX_CODE = 20_000;

/** Text that may be left out (unchanged), or sent empty or null (cleared). */
const optionalText = (max: number, message: string, valid: (value: string) => boolean = () => true) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || valid(value), message)
    .optional();

/** updateFunnelSite: any subset of the settings; empty texts clear them. */
export const funnelSiteSchema = z.strictObject(
  {
    favicon: optionalText(
      2000,
      'The icon must be an address starting with https:// or http://, or a path on this site starting with /',
      (value) => /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(value),
    ),
    customCodeEnabled: z.boolean({ error: 'Custom code must be switched on or off' }).optional(),
    metaPixelId: optionalText(20, 'A Meta Pixel ID is a number of 5 to 20 digits', (value) =>
      /^\d{5,20}$/.test(value),
    ),
    googleAnalyticsId: optionalText(
      30,
      'A Google Analytics measurement ID looks like G-XXXXXXXXXX',
      (value) => /^G-[A-Z0-9]{4,20}$/.test(value),
    ),
    headCode: optionalText(MAX_CODE, `Head code is too long (${MAX_CODE} characters at most)`),
    bodyCode: optionalText(MAX_CODE, `Body code is too long (${MAX_CODE} characters at most)`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.join(', ')}: the site settings are favicon, customCodeEnabled, metaPixelId, googleAnalyticsId, headCode and bodyCode`
        : undefined,
  },
);

export type FunnelSiteInput = z.output<typeof funnelSiteSchema>;

/** Google's tag for a GA4 measurement id (the id is checked: letters, digits and a hyphen). */
const googleAnalytics = (id: string) =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>` +
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

/** Meta's pixel base code for a pixel id (checked: digits only), counting the page view. */
const metaPixel = (id: string) =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

/** What a published page adds to its head and body: nothing unless custom code is switched on. */
export function publishedSite(site: FunnelSiteData): {
  favicon: string | null;
  headCode: string | null;
  bodyCode: string | null;
} {
  const favicon = site.favicon ?? null;
  if (!site.customCodeEnabled) return { favicon, headCode: null, bodyCode: null };
  const head = [
    site.googleAnalyticsId ? googleAnalytics(site.googleAnalyticsId) : '',
    site.metaPixelId ? metaPixel(site.metaPixelId) : '',
    site.headCode ?? '',
  ].join('');
  return { favicon, headCode: head || null, bodyCode: site.bodyCode || null };
}

/** True when the funnel's pages run code of the marketer's (their CSP widens for it). */
export const runsCustomCode = (site: FunnelSiteData): boolean => {
  const { headCode, bodyCode } = publishedSite(site);
  return Boolean(headCode || bodyCode);
};
