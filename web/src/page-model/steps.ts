import { DEFAULT_PAGE_BACKGROUND } from './defaults';
import { STEP_KINDS, type FunnelStep, type StepKind, type StepSeo } from './contract';

/** A funnel holds this many steps at most (opt-in, thank-you, offers, confirmations). */
export const MAX_STEPS = 20;
export const MAX_STEP_NAME = 80;
export const MAX_SLUG = 60;

/** Links to a step are stored by id (they survive renames); 'step:next' is the step after the link's own. */
export const STEP_LINK_PREFIX = 'step:';
export const NEXT_STEP_LINK = 'step:next';

/**
 * Step addresses that a funnel on its own domain (served at /{slug}) cannot take: the paths its
 * pages' assets, forms and tracking use there.
 */
export const RESERVED_SLUGS: readonly string[] = ['api', 'assets', 'media', 'uploads', 'p', 'graphql'];

export const STEP_KIND_LABELS: Record<StepKind, string> = {
  'opt-in': 'Opt-in',
  sales: 'Sales',
  'thank-you': 'Thank you',
  'order-confirmation': 'Order confirmation',
  webinar: 'Webinar',
  other: 'Other',
};

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Thank You!' → 'thank-you'; empty when nothing is left. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

/** A slug no other step has (and no reserved one): 'offer', 'offer-2', ... */
export function uniqueSlug(wanted: string, taken: ReadonlySet<string>): string {
  const base = slugify(wanted) || 'step';
  const free = (slug: string) => !taken.has(slug) && !RESERVED_SLUGS.includes(slug);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const slug = `${base.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (free(slug)) return slug;
  }
}

export const emptySeo = (): StepSeo => ({
  title: '',
  description: '',
  image: '',
  canonical: '',
  noindex: false,
});

export const isStepKind = (value: unknown): value is StepKind =>
  typeof value === 'string' && (STEP_KINDS as readonly string[]).includes(value);

/** A new, empty step named `name`, with an id and a slug no step in `steps` has. */
export function newStep(
  name: string,
  kind: StepKind,
  steps: readonly Pick<FunnelStep, 'id' | 'slug'>[],
  id: string,
): FunnelStep {
  return {
    id,
    name,
    slug: uniqueSlug(name, new Set(steps.map((step) => step.slug))),
    kind,
    elements: [],
    pageBackground: { ...DEFAULT_PAGE_BACKGROUND },
    seo: emptySeo(),
  };
}

export const isStepLink = (link: string | null | undefined): link is string =>
  typeof link === 'string' && link.startsWith(STEP_LINK_PREFIX);

/** The link to a step, as stored. */
export const stepLink = (stepId: string): string => `${STEP_LINK_PREFIX}${stepId}`;

/**
 * The step a stored step link leads to from the step at `fromIndex`, or null when it leads
 * nowhere (a deleted step, or 'next' on the last step).
 */
export function stepLinkTarget<S extends Pick<FunnelStep, 'id'>>(
  link: string,
  steps: readonly S[],
  fromIndex: number,
): S | null {
  if (link === NEXT_STEP_LINK) return steps[fromIndex + 1] ?? null;
  const id = link.slice(STEP_LINK_PREFIX.length);
  return steps.find((step) => step.id === id) ?? null;
}
