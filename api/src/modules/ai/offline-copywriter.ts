import { BUSINESS_COPY } from './copy/copy-business-types';
import { CONTENT_COPY, GOAL_CTAS } from './copy/copy-content-types';
import {
  audienceText,
  choose,
  chooseSome,
  draw,
  fill,
  withArticle,
  type FillContext,
} from './copy/copy-fill';
import { GOAL_COPY } from './copy/copy-goals';
import type { Phrasings } from './copy/copy-library';
import { PRICE_COPY } from './copy/copy-price-points';
import { OFFLINE_GENERATOR } from './offline-image-generator';
import {
  BUSINESS_TYPES,
  EMAIL_DELAYS_HOURS,
  EXAMPLE_MARK,
  MARKETING_GOALS,
  funnelCopySchema,
  itemsAsText,
  type BusinessType,
  type ContentRequest,
  type FunnelBrief,
  type FunnelCopy,
  type GeneratedText,
  type MarketingGoal,
  type PricePoint,
  type TextProvider,
} from './text-provider';

/** First names for example testimonials; the surname initial comes from the seed too. */
const EXAMPLE_NAMES = ['Sarah', 'James', 'Priya', 'Daniel', 'Maria', 'Tom', 'Aisha', 'Lucas', 'Emma', 'Noah'];
const INITIALS = ['B', 'K', 'L', 'M', 'R', 'S', 'T', 'W'];

/** What a page type of a funnel suggests about its goal (000 §3 templateType). */
const GOAL_OF_PAGE: Record<string, MarketingGoal> = {
  landing: 'leads',
  capture: 'leads',
  sales: 'sales',
  thankyou: 'sales',
  events: 'webinar',
  splash: 'launch',
  education: 'leads',
};

/**
 * Writes copy on this machine, without a provider: phrasings from a curated library
 * (copy/…: per business type, marketing goal and price point) filled from the inputs, chosen
 * by a seed made of the inputs. Real sentences, never filler; labelled OFFLINE_GENERATOR.
 */
export class OfflineCopywriter implements TextProvider {
  readonly name = OFFLINE_GENERATOR;

  funnelCopy(brief: FunnelBrief): Promise<FunnelCopy> {
    return Promise.resolve(writeFunnelCopy(brief));
  }

  complete(request: ContentRequest): Promise<GeneratedText> {
    return Promise.resolve(writeContent(request));
  }
}

/** Strips what could pass for a placeholder or markup, and collapses spaces. */
const clean = (s: string) =>
  s
    .replace(/[{}<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The words a brief's templates are filled with. */
function contextOf(
  seed: string,
  business: BusinessType,
  product: string,
  audience: string,
  pricePoint: PricePoint,
): FillContext {
  const copy = BUSINESS_COPY[business];
  return {
    seed,
    words: {
      product: withArticle(product),
      productName: product,
      audience: audienceText(audience),
      customers: copy.customers,
      price: PRICE_COPY[pricePoint].label,
    },
    lists: { outcome: copy.outcomes, pain: copy.pains, result: copy.results, timeframe: copy.timeframes },
  };
}

/** Copy for a whole funnel from the complete-funnel generator's five inputs. */
export function writeFunnelCopy(brief: FunnelBrief): FunnelCopy {
  const product = clean(brief.mainProduct) || 'our offer';
  const audience = clean(brief.targetAudience) || BUSINESS_COPY[brief.businessType].defaultAudience;
  const seed = JSON.stringify([brief.businessType, product, audience, brief.pricePoint, brief.marketingGoal]);
  const ctx = contextOf(seed, brief.businessType, product, audience, brief.pricePoint);
  const business = BUSINESS_COPY[brief.businessType];
  const goal = GOAL_COPY[brief.marketingGoal];
  const price = PRICE_COPY[brief.pricePoint];
  const one = (slot: string, list: Phrasings) => fill(choose(seed, slot, list), ctx, slot);

  const benefitCount = 3 + Math.floor(draw(seed, 'benefit-count') * 4);
  const names = chooseSome(seed, 'names', EXAMPLE_NAMES, 3);
  const roles = chooseSome(seed, 'roles', business.roles, 3);
  const quotes = chooseSome(seed, 'quotes', business.quotes, 3);
  const faqs = [
    ...chooseSome(seed, 'faq-business', business.faq, 2),
    ...chooseSome(seed, 'faq-goal', goal.faq, 2),
    price.faq,
  ].slice(0, 4 + Math.floor(draw(seed, 'faq-count') * 2));

  const copy: FunnelCopy = {
    hero: {
      headline: one('hero-headline', goal.headlines),
      subheadline: one('hero-subheadline', goal.subheadlines),
      cta: one('hero-cta', goal.ctas),
    },
    benefits: chooseSome(seed, 'benefits', business.benefits, benefitCount).map((b, i) => ({
      title: fill(b.title, ctx, `benefit-${i}-title`),
      description: fill(b.description, ctx, `benefit-${i}`),
    })),
    testimonials: quotes.map((quote, i) => ({
      name: `${names[i]} ${choose(seed, `initial-${i}`, INITIALS)}. ${EXAMPLE_MARK}`,
      role: roles[i] ?? business.roles[0]!,
      quote: fill(quote, ctx, `quote-${i}`),
    })),
    pricing: {
      headline: one('price-headline', price.headlines),
      priceLabel: price.label,
      description: one('price-description', price.descriptions),
      features: chooseSome(seed, 'price-features', price.features, 4).map((f, i) =>
        fill(f, ctx, `price-feature-${i}`),
      ),
      cta: one('price-cta', price.ctas),
      guarantee: one('price-guarantee', price.guarantees),
    },
    faq: faqs.map((f, i) => ({
      question: fill(f.question, ctx, `faq-${i}-q`),
      answer: fill(f.answer, ctx, `faq-${i}-a`),
    })),
    thankYou: {
      headline: one('thanks-headline', goal.thankYou.headlines),
      body: one('thanks-body', goal.thankYou.bodies),
      nextStep: one('thanks-next', goal.thankYou.nextSteps),
    },
    emails: goal.emails.map((email, i) => ({
      delayHours: EMAIL_DELAYS_HOURS[i]!,
      subject: one(`email-${i}-subject`, email.subjects),
      body: one(`email-${i}-body`, email.bodies),
    })),
  };
  // The library is checked by the tests for every input kind; this keeps a slip from reaching anyone.
  return funnelCopySchema.parse(copy);
}

// ---- one piece of content -------------------------------------------------------------------

const INSTRUCTION =
  /^(?:please\s+)?(?:(?:can|could) you\s+)?(?:write|create|generate|give me|make|draft|suggest|come up with|i need|we need|need|help me write)\b\s*/i;
const WHAT =
  /^(?:(?:a|an|the|some|one|two|three|four|five|six|few|\d+)\s+)?(?:(?:catchy|short|compelling|punchy|strong|great|good|persuasive|friendly|engaging|new|simple|clear|powerful|bold|warm|welcome|follow-up|sales|marketing)\s+)*(?:something|anything|content|sub-?headlines?|headlines?|titles?|taglines?|body copy|copy|text|paragraphs?|benefits?(?: list)?|ctas?|calls? to action|button (?:text|labels?)|email subject(?: lines?)?|subject(?: lines?)?|emails?(?: bodies| body)?|faqs?|questions?|descriptions?)\s*/i;
const LINK = /^(?:for|about|on|promoting|to promote|selling|to sell|introducing|of using|of)\s+/i;
/** 'I run a bakery…', 'We are launching an app…': the business speaking of itself. */
const OWNER =
  /^(?:i|we)(?:'m|'re| am| are)?\s+(?:run|own|have|sell|offer|make|teach|coach|launch|launching|starting|opening|running|selling|building)\s+/i;
const DETERMINER = /^(?:my|our|your|the|a|an)\s+/i;
/** Where a phrase stops being the thing itself: a new clause ('… and want', '… that helps', '… who'). */
const CLAUSE =
  /\s+(?:(?:and|but)\s+(?:i|we|want|need|would|am|are|it|they|looking)\b|that|which|who|whose|because|so that|where|while)\s.*$/i;

/**
 * The subject of a prompt and whom it is for: 'Write a headline for my yoga retreat in Bali for
 * stressed professionals' → yoga retreat in Bali, stressed professionals; 'I run a small bakery
 * in Leeds and want a headline' → small bakery in Leeds.
 */
export function subjectOfPrompt(prompt: string): { subject: string | null; audience: string | null } {
  // The first sentence says what it is about; later ones add wishes.
  let s = clean(prompt)
    .split(/(?<=[.!?])\s+/)[0]!
    .replace(/[.!?]+$/, '');
  s = s
    .replace(INSTRUCTION, '')
    .replace(WHAT, '')
    .replace(LINK, '')
    .replace(OWNER, '')
    .replace(DETERMINER, '');
  s = s.replace(CLAUSE, '');
  const forAudience = /^(.+?)\s+(?:for|aimed at|targeting|targeted at)\s+(.+)$/i.exec(s);
  const phrase = (part: string) =>
    part
      .replace(DETERMINER, '')
      .split(/[,;:]/)[0]!
      .replace(CLAUSE, '')
      .trim()
      .split(' ')
      .slice(0, 10)
      .join(' ');
  const subject = phrase(forAudience ? forAudience[1]! : s);
  const audience = forAudience ? phrase(forAudience[2]!) : '';
  return { subject: subject || null, audience: audience || null };
}

/** The business type a prompt's words suggest ('other' when none does). */
function businessOf(text: string): BusinessType {
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9\s-]/g, ' ')} `;
  let best: BusinessType = 'other';
  let bestHits = 0;
  for (const type of BUSINESS_TYPES) {
    const hits = BUSINESS_COPY[type].keywords.filter((k) => words.includes(` ${k} `)).length;
    if (hits > bestHits) [best, bestHits] = [type, hits];
  }
  return best;
}

/** The goal a prompt's words (or else the funnel's page type) suggest; 'sales' when none does. */
function goalOf(text: string, templateType: string | null): MarketingGoal {
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9\s-]/g, ' ')} `;
  const hit = MARKETING_GOALS.find((goal) => GOAL_COPY[goal].keywords.some((k) => words.includes(` ${k} `)));
  return hit ?? (templateType ? GOAL_OF_PAGE[templateType] : undefined) ?? 'sales';
}

const namesProduct = (t: string) => /\{(?:product|Product|productName)\}/.test(t);

/** One piece of content from a prompt, in the form the builder asked for. */
export function writeContent(request: ContentRequest): GeneratedText {
  const found = subjectOfPrompt(request.prompt);
  const context = [request.prompt, request.funnel?.name ?? '', request.funnel?.description ?? ''].join(' ');
  const business = businessOf(context);
  const goalName = goalOf(request.prompt, request.funnel?.templateType ?? null);
  const product = found.subject ?? (request.funnel ? clean(request.funnel.name) : '');
  const audience = found.audience ?? BUSINESS_COPY[business].defaultAudience;
  const seed = JSON.stringify([
    request.type,
    clean(request.prompt).toLowerCase(),
    request.funnel?.name ?? '',
  ]);
  const ctx = contextOf(seed, business, product || 'our offer', audience, '100-500');
  const goal = GOAL_COPY[goalName];
  const copy = BUSINESS_COPY[business];
  const one = (slot: string, list: Phrasings) =>
    fill(choose(seed, slot, list.filter(namesProduct)), ctx, slot);

  switch (request.type) {
    case 'headline':
      return text(one('headline', [...goal.headlines, ...CONTENT_COPY.headlines]));
    case 'subheadline':
      return text(one('subheadline', [...goal.subheadlines, ...CONTENT_COPY.subheadlines]));
    case 'body':
      return text(
        [
          fill(choose(seed, 'body-1', CONTENT_COPY.bodyOpenings), ctx, 'body-1'),
          fill(choose(seed, 'body-2', CONTENT_COPY.bodyMiddles), ctx, 'body-2'),
          `${fill(choose(seed, 'body-3', copy.benefits).description, ctx, 'body-3')} ${fill(
            choose(seed, 'body-4', CONTENT_COPY.bodyClosings),
            ctx,
            'body-4',
          )}`,
        ].join('\n\n'),
      );
    case 'cta':
      return text(one('cta', [...GOAL_CTAS[goalName], ...CONTENT_COPY.ctas]));
    case 'email-subject':
      return text(one('subject', [...goal.emails.flatMap((e) => e.subjects), ...CONTENT_COPY.emailSubjects]));
    case 'email-body':
      return text(
        one(
          'email',
          goal.emails.flatMap((e) => e.bodies),
        ),
      );
    case 'benefits': {
      const items = chooseSome(seed, 'benefits', copy.benefits, 4).map((b, i) => ({
        title: fill(b.title, ctx, `benefit-${i}-title`),
        text: fill(b.description, ctx, `benefit-${i}`),
      }));
      return {
        content: `${one('benefits-intro', CONTENT_COPY.benefitsIntros)}\n\n${itemsAsText('benefits', items)}`,
        items,
      };
    }
    case 'faq': {
      const pairs = [CONTENT_COPY.faqOpening, ...copy.faq, ...chooseSome(seed, 'faq-goal', goal.faq, 2)];
      const items = pairs.map((f, i) => ({
        title: fill(f.question, ctx, `faq-${i}-q`),
        text: fill(f.answer, ctx, `faq-${i}-a`),
      }));
      return { content: itemsAsText('faq', items), items };
    }
  }
}

const text = (content: string): GeneratedText => ({ content, items: null });
