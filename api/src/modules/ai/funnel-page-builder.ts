import type { BusinessType, FunnelBrief, FunnelCopy, MarketingGoal } from './text-provider';

/**
 * The complete-funnel generator's pages (002 §2, 000 §3 "AI config with pages converted into
 * elements"): the copy and images laid out as real builder elements in the saved page format
 * (version 2, steps), styled with one palette per business type. Pure: the same inputs give the
 * same config, which the funnel save then checks like any other.
 */

type Styles = Record<string, string>;
type Element = {
  id: string;
  type: string;
  content: string;
  styles: Styles;
  action?: 'link' | 'external' | 'form' | 'form-redirect';
  link?: string;
};
type Step = {
  id: string;
  name: string;
  slug: string;
  kind: 'opt-in' | 'sales' | 'thank-you' | 'order-confirmation' | 'webinar' | 'other';
  elements: Element[];
  pageBackground: { color: string; gradient: string; useGradient: boolean };
  seo: { title: string; description: string; image: string; canonical: string; noindex: boolean };
};
export type GeneratedPageConfig = { version: 2; steps: Step[] };

/** Addresses of the generated images (media library URLs): the hero, and one per featured benefit. */
export type FunnelImages = { hero: string | null; features: string[] };

/** One coherent set of colours per business type. */
export type Palette = { primary: string; dark: string; accent: string; soft: string; text: string };

export const PALETTES: Record<BusinessType, Palette> = {
  coaching: { primary: '#7c3aed', dark: '#3b0764', accent: '#f59e0b', soft: '#f5f3ff', text: '#1f2937' },
  course: { primary: '#2563eb', dark: '#1e3a8a', accent: '#f97316', soft: '#eff6ff', text: '#1f2937' },
  ecommerce: { primary: '#db2777', dark: '#831843', accent: '#0ea5e9', soft: '#fdf2f8', text: '#1f2937' },
  saas: { primary: '#4f46e5', dark: '#1e1b4b', accent: '#10b981', soft: '#eef2ff', text: '#111827' },
  agency: { primary: '#0f766e', dark: '#042f2e', accent: '#f43f5e', soft: '#f0fdfa', text: '#111827' },
  fitness: { primary: '#ea580c', dark: '#431407', accent: '#22c55e', soft: '#fff7ed', text: '#1c1917' },
  realestate: { primary: '#0369a1', dark: '#082f49', accent: '#ca8a04', soft: '#f0f9ff', text: '#0f172a' },
  finance: { primary: '#15803d', dark: '#052e16', accent: '#2563eb', soft: '#f0fdf4', text: '#0f172a' },
  beauty: { primary: '#be185d', dark: '#500724', accent: '#a855f7', soft: '#fff1f2', text: '#1f2937' },
  other: { primary: '#334155', dark: '#0f172a', accent: '#3b82f6', soft: '#f8fafc', text: '#0f172a' },
};

/** Goals whose main page collects sign-ups (a form leading to the thank-you step). */
export const OPT_IN_GOALS: readonly MarketingGoal[] = ['leads', 'webinar', 'booking'];

export const isOptInGoal = (goal: MarketingGoal) => OPT_IN_GOALS.includes(goal);

/** The funnel's page type (My Funnels' filter) for its goal. */
export function templateTypeFor(goal: MarketingGoal): 'capture' | 'sales' | 'events' {
  if (goal === 'webinar') return 'events';
  return isOptInGoal(goal) ? 'capture' : 'sales';
}

const BASE: Styles = { fontFamily: 'Inter', fontSize: '16px', padding: '8px', margin: '8px 0' };

const seo = (description: string) => ({
  title: '',
  description: description.slice(0, 300),
  image: '',
  canonical: '',
  noindex: false,
});

const json = (value: unknown) => JSON.stringify(value);

/** Where a published page's first form is (the page model's FORM_ANCHOR, web/src/page-model/link.ts). */
const FORM_ANCHOR = '#ff-form';

/** The complete-funnel generator's config: the main page and a thank-you step. */
export function buildFunnelConfig(
  brief: FunnelBrief,
  copy: FunnelCopy,
  images: FunnelImages,
  /** Countdowns end a week after `now`. */
  options: { now: Date },
): GeneratedPageConfig {
  const { now } = options;
  const palette = PALETTES[brief.businessType];
  const optIn = isOptInGoal(brief.marketingGoal);
  const gradient = `linear-gradient(135deg, ${palette.dark} 0%, ${palette.primary} 100%)`;
  const elements: Element[] = [];

  elements.push({
    id: 'hero',
    type: 'hero-section',
    content: json({
      title: copy.hero.headline,
      subtitle: copy.hero.subheadline,
      description: `${brief.mainProduct}, made for ${brief.targetAudience}.`,
      buttonText: copy.hero.cta,
      buttonLink: FORM_ANCHOR,
      backgroundType: images.hero ? 'image' : 'gradient',
      backgroundColor: gradient,
      backgroundImage: images.hero ?? '',
      textColor: '#ffffff',
      alignment: 'center',
    }),
    styles: { fontFamily: 'Inter', padding: '0', margin: '8px 0', borderRadius: '16px' },
    // Every goal's page signs people up through its form (which starts the email sequence):
    // the button scrolls to it.
    action: 'form',
  });

  if (brief.marketingGoal === 'webinar' || brief.marketingGoal === 'launch') {
    elements.push({
      id: 'countdown',
      type: 'countdown',
      content: json({
        title: brief.marketingGoal === 'webinar' ? 'The live session starts in' : 'Launch pricing ends in',
        endDate: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        expiredText:
          brief.marketingGoal === 'webinar'
            ? 'The session has started: sign up for the replay.'
            : 'Launch pricing has ended.',
        showDays: true,
        showHours: true,
        showMinutes: true,
        showSeconds: true,
      }),
      styles: { ...BASE, textAlign: 'center', fontSize: '18px', color: palette.dark },
    });
  }

  elements.push({
    id: 'benefits',
    type: 'feature-list',
    content: json({
      title: `Why ${brief.mainProduct}`.slice(0, 300),
      features: copy.benefits.map((b) => ({ icon: 'check', title: b.title, description: b.description })),
      layout: 'grid',
      columns: Math.min(3, copy.benefits.length),
    }),
    styles: { ...BASE, padding: '24px 8px', color: palette.text },
  });

  images.features.forEach((url, i) => {
    const benefit = copy.benefits[i % copy.benefits.length]!;
    elements.push(
      {
        id: `feature-image-${i + 1}`,
        type: 'image',
        content: url,
        styles: { ...BASE, textAlign: 'center', width: '100%', borderRadius: '12px' },
      },
      {
        id: `feature-title-${i + 1}`,
        type: 'headline',
        content: benefit.title,
        styles: { ...BASE, fontSize: '24px', fontWeight: 'bold', textAlign: 'center', color: palette.dark },
      },
      {
        id: `feature-text-${i + 1}`,
        type: 'text',
        content: benefit.description,
        styles: { ...BASE, textAlign: 'center', color: palette.text },
      },
    );
  });

  elements.push({
    id: 'testimonials',
    type: 'testimonial-slider',
    content: json({
      title: 'What people say',
      testimonials: copy.testimonials.map((t) => ({
        name: t.name,
        role: t.role,
        content: t.quote,
        rating: 5,
        image: '',
      })),
    }),
    styles: { ...BASE, textAlign: 'center', backgroundColor: palette.soft, borderRadius: '12px' },
  });

  if (!optIn) {
    elements.push({
      id: 'pricing',
      type: 'pricing-table',
      content: json({
        plans: [
          {
            name: copy.pricing.headline.slice(0, 100),
            price: copy.pricing.priceLabel.slice(0, 40),
            period: copy.pricing.description.slice(0, 60),
            features: [...copy.pricing.features, copy.pricing.guarantee],
            buttonText: copy.pricing.cta.slice(0, 100),
            // To the order form on this page (the first form carries this anchor when published).
            buttonLink: FORM_ANCHOR,
            icon: 'star',
            buttonStyle: 'solid',
            buttonSize: 'default',
            buttonBackgroundColor: palette.primary,
            buttonTextColor: '#ffffff',
            hoverScale: 'small',
            hoverShadow: 'none',
            highlighted: true,
          },
        ],
      }),
      styles: { ...BASE, textAlign: 'center', padding: '16px 8px' },
    });
  }

  if (brief.marketingGoal === 'launch' || brief.marketingGoal === 'webinar') {
    const seats = brief.marketingGoal === 'webinar';
    elements.push({
      id: 'scarcity',
      type: 'scarcity-indicator',
      content: json({
        type: seats ? 'seats' : 'spots',
        message: seats
          ? 'Seats are limited: {remaining} left for the live session.'
          : 'Launch pricing is limited: {remaining} spots left.',
        total: 100,
        remaining: 23,
        showBar: true,
        color: palette.accent,
      }),
      styles: { ...BASE },
    });
  }

  elements.push({
    id: 'faq',
    type: 'faq-section',
    content: json({ title: 'Frequently asked questions', faqs: copy.faq }),
    styles: { ...BASE, color: palette.text },
  });

  // Opt-in goals sign up here; sales and calls take the order or booking request here.
  elements.push({
    id: 'lead-form',
    type: 'form',
    content: (optIn ? copy.hero.cta : copy.pricing.cta).slice(0, 300),
    styles: {
      ...BASE,
      formBackgroundColor: palette.soft,
      buttonColor: palette.primary,
      buttonTextColor: '#ffffff',
      buttonText: (optIn ? copy.hero.cta : copy.pricing.cta).slice(0, 100),
      placeholderText: '',
      borderRadius: '12px',
      padding: '24px',
    },
    action: 'form-redirect',
    link: 'step:next',
  });

  elements.push({
    id: 'closing-cta',
    type: 'cta-section',
    content: json({
      title: copy.pricing.headline,
      subtitle: copy.hero.subheadline,
      buttonText: optIn ? copy.hero.cta : copy.pricing.cta,
      buttonLink: FORM_ANCHOR,
      secondaryText: copy.pricing.guarantee,
      backgroundColor: gradient,
      textColor: '#ffffff',
      buttonColor: palette.accent,
    }),
    styles: { fontFamily: 'Inter', padding: '48px 24px', margin: '24px 0 8px', borderRadius: '16px' },
    action: 'form',
  });

  const main: Step = {
    id: 'main',
    name: optIn ? 'Opt-in page' : 'Sales page',
    slug: optIn ? 'signup' : 'offer',
    kind: brief.marketingGoal === 'webinar' ? 'webinar' : optIn ? 'opt-in' : 'sales',
    elements,
    pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
    // The hero image is also the page's social image: a plain address there is one the media
    // library sees, so the funnel's use of it is recorded (the hero's content is JSON text).
    seo: { ...seo(copy.hero.subheadline), image: images.hero ?? '' },
  };

  const thankYou: Step = {
    id: 'thank-you',
    name: 'Thank-you page',
    slug: 'thank-you',
    kind: optIn ? 'thank-you' : 'order-confirmation',
    elements: [
      {
        id: 'thank-you-headline',
        type: 'headline',
        content: copy.thankYou.headline,
        styles: { ...BASE, fontSize: '36px', fontWeight: 'bold', textAlign: 'center', color: palette.dark },
      },
      {
        id: 'thank-you-body',
        type: 'text',
        content: copy.thankYou.body,
        styles: { ...BASE, fontSize: '18px', textAlign: 'center', color: palette.text },
      },
      {
        id: 'thank-you-next',
        type: 'text',
        content: copy.thankYou.nextStep,
        styles: {
          ...BASE,
          textAlign: 'center',
          padding: '16px',
          backgroundColor: palette.soft,
          borderRadius: '12px',
          color: palette.text,
        },
      },
    ],
    pageBackground: { color: palette.soft, gradient: '', useGradient: false },
    seo: { ...seo(copy.thankYou.body), noindex: true },
  };

  return { version: 2, steps: [main, thankYou] };
}
