import { z } from 'zod';
import { compact, fontStack, safeBackground, safeColor, safeLengths } from '../css';
import { firstProblem, isBlank, linkError, mediaUrlError } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { linkAttributes } from '../link';
import { optionsOf } from '../options';
import { cssUrl } from '../safe-url';
import type { StyleObject } from '../types';

/** 000 §9: hero background types. */
export const HERO_BACKGROUND_TYPES = ['gradient', 'color', 'image'] as const;
export const HERO_ALIGNMENTS = ['left', 'center', 'right'] as const;

const DEFAULT_COLOR = '#4f46e5';
const GRADIENT_END = '#7c3aed';

const DEFAULT_DESCRIPTION = 'Build high-converting pages in minutes. No coding, no designers, no waiting.';

const schema = z.object({
  title: field.text('Transform Your Business Today', 300),
  subtitle: field.text('The all-in-one platform to capture leads and grow your sales', 500),
  description: field.text(DEFAULT_DESCRIPTION, 2000),
  buttonText: field.text('Get Started', 100),
  buttonLink: field.text('#', 2000),
  backgroundType: field.oneOf(HERO_BACKGROUND_TYPES, 'gradient'),
  /** A colour, or for the gradient type a full linear/radial gradient. */
  backgroundColor: field.text(DEFAULT_COLOR, 500),
  backgroundImage: field.text('', 2000),
  textColor: field.text('#ffffff', 100),
  alignment: field.oneOf(HERO_ALIGNMENTS, 'center'),
});

export type HeroSectionContent = z.output<typeof schema>;

/** The hero's background from its type; invalid colours and images fall back to the default gradient. */
export function heroBackground(content: HeroSectionContent): StyleObject {
  const color = safeColor(content.backgroundColor);
  const defaultGradient = `linear-gradient(135deg, ${color ?? DEFAULT_COLOR} 0%, ${GRADIENT_END} 100%)`;
  if (content.backgroundType === 'color') return { backgroundColor: color ?? DEFAULT_COLOR };
  if (content.backgroundType === 'image') {
    const image = cssUrl(content.backgroundImage);
    if (image) {
      // A dark veil keeps light text readable on any photo.
      return {
        backgroundColor: color ?? '#111827',
        backgroundImage: `linear-gradient(rgb(0 0 0 / 0.45), rgb(0 0 0 / 0.45)), ${image}`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      };
    }
    return { backgroundImage: defaultGradient };
  }
  const background = safeBackground(content.backgroundColor);
  return { backgroundImage: background?.includes('gradient(') ? background : defaultGradient };
}

const BACKGROUND_LABELS: Record<(typeof HERO_BACKGROUND_TYPES)[number], string> = {
  gradient: 'Gradient',
  color: 'Solid colour',
  image: 'Image',
};

/** The big opening block of a page: title, subtitle, description and a call to action. */
export const heroSection = defineJsonElement({
  type: 'hero-section',
  label: 'Hero Section',
  category: 'sections',
  palette: true,
  schema,
  defaultContent: {
    title: 'Transform Your Business Today',
    subtitle: 'The all-in-one platform to capture leads and grow your sales',
    description: DEFAULT_DESCRIPTION,
    buttonText: 'Get Started',
    buttonLink: '#',
    backgroundType: 'gradient',
    backgroundColor: DEFAULT_COLOR,
    backgroundImage: '',
    textColor: '#ffffff',
    alignment: 'center',
  },
  defaultStyles: { fontFamily: 'Inter', padding: '0', margin: '8px 0', borderRadius: '16px' },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300, aiWrite: 'headline' },
    { key: 'subtitle', kind: 'text', label: 'Subtitle', maxLength: 500, aiWrite: 'subheadline' },
    {
      key: 'description',
      kind: 'textarea',
      label: 'Description',
      rows: 3,
      maxLength: 2000,
      aiWrite: 'body',
    },
    {
      key: 'buttonText',
      kind: 'text',
      label: 'Button text',
      maxLength: 100,
      aiWrite: 'cta',
      hint: 'Leave empty for no button.',
    },
    { key: 'buttonLink', kind: 'link', label: 'Button link' },
    {
      key: 'backgroundType',
      kind: 'select',
      label: 'Background',
      options: optionsOf(HERO_BACKGROUND_TYPES, (type) => BACKGROUND_LABELS[type]),
    },
    {
      key: 'backgroundColor',
      kind: 'color',
      label: 'Background colour',
      wordings: [{ when: { backgroundType: ['gradient'] }, label: 'Background colour or gradient' }],
    },
    {
      key: 'backgroundImage',
      kind: 'media',
      label: 'Background image URL',
      maxLength: 2000,
      placeholder: 'https://…',
      hint: 'A dark veil is laid over the photo so the text stays readable.',
      visibleWhen: { backgroundType: ['image'] },
    },
    { key: 'textColor', kind: 'color', label: 'Text colour' },
    { key: 'alignment', kind: 'select', label: 'Alignment', options: optionsOf(HERO_ALIGNMENTS) },
  ],
  validate: (content) =>
    firstProblem(
      isBlank(content.title) && 'A hero section needs a title',
      linkError(content.buttonLink),
      content.backgroundType === 'image' &&
        (isBlank(content.backgroundImage)
          ? 'Enter the background image URL, or choose another background'
          : mediaUrlError(content.backgroundImage, 'The background image URL')),
    ),
  styles: ['typography', 'box'],
  // Alignment, colours and background come from the content; sizes are the section's own.
  hiddenStyles: [
    'fontSize',
    'fontWeight',
    'fontStyle',
    'textDecoration',
    'textAlign',
    'color',
    'backgroundColor',
  ],
  actions: ['link', 'form'],
  linkInContent: true,
  ownStyles: ['textAlign', 'backgroundColor', 'borderRadius'],
  pageTitle: (content) => content.title.trim() !== '',
  summary: (content) => content.subtitle.trim() || content.description,
  Render: ({ element, content, ctx }) => (
    <section
      className={`ffp-hero ffp-hero--${content.alignment}`}
      style={compact({
        ...heroBackground(content),
        color: safeColor(content.textColor) ?? '#ffffff',
        fontFamily: fontStack(element.styles.fontFamily),
        borderRadius: safeLengths(element.styles.borderRadius),
      })}
    >
      <div className="ffp-hero__inner">
        {content.title ? (
          ctx.titleElementId === element.id ? (
            <h1 className="ffp-hero__title">{content.title}</h1>
          ) : (
            <h2 className="ffp-hero__title">{content.title}</h2>
          )
        ) : null}
        {content.subtitle ? <p className="ffp-hero__subtitle">{content.subtitle}</p> : null}
        {content.description ? <p className="ffp-hero__description">{content.description}</p> : null}
        {content.buttonText ? (
          <a
            className="ffp-button ffp-button--size-large ffp-button--solid ffp-hover-scale-small ffp-hero__button"
            {...linkAttributes(
              {
                link: content.buttonLink,
                action: element.action === 'form' ? 'form' : 'link',
                openNewTab: element.openNewTab,
                elementId: element.id,
                elementType: element.type,
              },
              ctx,
            )}
          >
            {content.buttonText}
          </a>
        ) : null}
      </div>
    </section>
  ),
});
