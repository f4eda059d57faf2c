import { z } from 'zod';
import { compact, fontStack, safeBackground, safeColor, safeLengths } from '../css';
import { firstProblem, isBlank, linkError } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { linkAttributes } from '../link';

const DEFAULT_BACKGROUND = '#1e293b';
const DEFAULT_TEXT = '#ffffff';
const DEFAULT_BUTTON = '#3b82f6';

const schema = z.object({
  title: field.text('Ready to Get Started?', 300),
  subtitle: field.text('Join thousands of businesses growing with us today.', 500),
  buttonText: field.text('Start Now', 100),
  buttonLink: field.text('#', 2000),
  /** Small print under the button ('No credit card required'). */
  secondaryText: field.text('No credit card required', 300),
  /** A colour or a linear/radial gradient. */
  backgroundColor: field.text(DEFAULT_BACKGROUND, 500),
  textColor: field.text(DEFAULT_TEXT, 100),
  buttonColor: field.text(DEFAULT_BUTTON, 100),
});

export type CtaSectionContent = z.output<typeof schema>;

/** A closing call to action: title, subtitle, one button and small print. */
export const ctaSection = defineJsonElement({
  type: 'cta-section',
  label: 'Call to Action',
  category: 'sections',
  palette: true,
  schema,
  defaultContent: {
    title: 'Ready to Get Started?',
    subtitle: 'Join thousands of businesses growing with us today.',
    buttonText: 'Start Now',
    buttonLink: '#',
    secondaryText: 'No credit card required',
    backgroundColor: DEFAULT_BACKGROUND,
    textColor: DEFAULT_TEXT,
    buttonColor: DEFAULT_BUTTON,
  },
  defaultStyles: {
    fontFamily: 'Inter',
    padding: '0',
    margin: '8px 0',
    borderRadius: '16px',
    textAlign: 'center',
  },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300, aiWrite: 'headline' },
    { key: 'subtitle', kind: 'text', label: 'Subtitle', maxLength: 500, aiWrite: 'subheadline' },
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
      key: 'secondaryText',
      kind: 'text',
      label: 'Small print under the button',
      maxLength: 300,
      placeholder: 'No credit card required',
    },
    { key: 'backgroundColor', kind: 'color', label: 'Background colour or gradient' },
    { key: 'textColor', kind: 'color', label: 'Text colour' },
    { key: 'buttonColor', kind: 'color', label: 'Button colour' },
  ],
  validate: (content) =>
    firstProblem(isBlank(content.title) && 'A call to action needs a title', linkError(content.buttonLink)),
  styles: ['typography', 'box'],
  // Colours and background come from the content; sizes are the section's own.
  hiddenStyles: ['fontSize', 'fontWeight', 'fontStyle', 'textDecoration', 'color', 'backgroundColor'],
  actions: ['link', 'form'],
  linkInContent: true,
  ownStyles: ['textAlign', 'backgroundColor', 'borderRadius'],
  summary: (content) => content.subtitle,
  Render: ({ element, content, ctx }) => {
    const background = safeBackground(content.backgroundColor) ?? DEFAULT_BACKGROUND;
    const align = element.styles.textAlign;
    return (
      <section
        className="ffp-cta"
        style={compact({
          background,
          color: safeColor(content.textColor) ?? DEFAULT_TEXT,
          fontFamily: fontStack(element.styles.fontFamily),
          borderRadius: safeLengths(element.styles.borderRadius),
          textAlign: align === 'left' || align === 'right' ? align : 'center',
        })}
      >
        {content.title ? <h2 className="ffp-cta__title">{content.title}</h2> : null}
        {content.subtitle ? <p className="ffp-cta__subtitle">{content.subtitle}</p> : null}
        {content.buttonText ? (
          <a
            className="ffp-button ffp-button--size-large ffp-button--solid ffp-hover-scale-small ffp-cta__button"
            style={compact({ ['--ffp-button-bg' as string]: safeColor(content.buttonColor) })}
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
        {content.secondaryText ? <p className="ffp-cta__secondary">{content.secondaryText}</p> : null}
      </section>
    );
  },
});
