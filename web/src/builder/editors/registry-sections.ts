import { contactFormEditor } from './elements/contact-form';
import { ctaSectionEditor } from './elements/cta-section';
import { faqSectionEditor } from './elements/faq-section';
import { featureListEditor } from './elements/feature-list';
import { heroSectionEditor } from './elements/hero-section';
import { pricingTableEditor } from './elements/pricing-table';
import { socialProofEditor } from './elements/social-proof';
import { statsSectionEditor } from './elements/stats-section';
import { testimonialSliderEditor } from './elements/testimonial-slider';
import type { ElementEditor } from './types';

/** Editors of the content sections (pricing, testimonials, features, stats, FAQ, social proof, contact form, hero, CTA). */
export const SECTION_EDITORS: Readonly<Record<string, ElementEditor<unknown>>> = {
  'pricing-table': pricingTableEditor as ElementEditor<unknown>,
  'testimonial-slider': testimonialSliderEditor as ElementEditor<unknown>,
  'feature-list': featureListEditor as ElementEditor<unknown>,
  'stats-section': statsSectionEditor as ElementEditor<unknown>,
  'faq-section': faqSectionEditor as ElementEditor<unknown>,
  'social-proof': socialProofEditor as ElementEditor<unknown>,
  'contact-form': contactFormEditor as ElementEditor<unknown>,
  'hero-section': heroSectionEditor as ElementEditor<unknown>,
  'cta-section': ctaSectionEditor as ElementEditor<unknown>,
};
