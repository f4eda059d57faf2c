import { alertBanner } from './elements/alert-banner';
import { button } from './elements/button';
import { provideNestedView } from './elements/columns';
import { contactForm } from './elements/contact-form';
import { countdown } from './elements/countdown';
import { ctaSection } from './elements/cta-section';
import { divider } from './elements/divider';
import { faqSection } from './elements/faq-section';
import { featureList } from './elements/feature-list';
import { form } from './elements/form';
import { headline } from './elements/headline';
import { heroSection } from './elements/hero-section';
import { image } from './elements/image';
import { pricingTable } from './elements/pricing-table';
import { progressBar } from './elements/progress-bar';
import { scarcityIndicator } from './elements/scarcity-indicator';
import { section2col } from './elements/section-2col';
import { section3col } from './elements/section-3col';
import { socialProof } from './elements/social-proof';
import { spacer } from './elements/spacer';
import { statsSection } from './elements/stats-section';
import { testimonialSlider } from './elements/testimonial-slider';
import { text } from './elements/text';
import { video } from './elements/video';
import { ElementView } from './PageView';
import type { ElementDefinition } from './types';

/**
 * The element catalogue: one definition per type (000 §3), in palette order. Adding a type
 * here makes it available to the builder, the preview and published pages at once.
 */
export const ELEMENT_DEFINITIONS: ReadonlyArray<ElementDefinition<unknown>> = [
  // basic
  headline,
  text,
  button,
  // media
  image,
  video,
  // forms
  form,
  contactForm,
  // sections
  heroSection,
  featureList,
  statsSection,
  ctaSection,
  faqSection,
  // conversion
  pricingTable,
  countdown,
  progressBar,
  testimonialSlider,
  alertBanner,
  scarcityIndicator,
  socialProof,
  // layout
  spacer,
  divider,
  // rendered on pages that have them, never offered (000 §2.7)
  section2col,
  section3col,
];

const BY_TYPE = new Map(ELEMENT_DEFINITIONS.map((definition) => [definition.type, definition]));

export function definitionOf(type: string): ElementDefinition<unknown> | undefined {
  return BY_TYPE.get(type);
}

export const PALETTE_TYPES = ELEMENT_DEFINITIONS.filter((d) => d.palette).map((d) => d.type);

// Section columns draw their elements with the page's own ElementView. A getter, because
// PageView imports this module: it is read while rendering, when both modules are loaded.
provideNestedView(() => ElementView);
