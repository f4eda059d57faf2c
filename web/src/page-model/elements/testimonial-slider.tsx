import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { firstProblem, isBlank, mediaUrlError } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { itemTitle } from '../fields';
import { Icon } from '../icons';
import { optionsOf } from '../options';
import { safeMediaSrc } from '../safe-url';

/** 000 §5: a rating is a number from 1 to 5. */
export const TESTIMONIAL_RATINGS = [1, 2, 3, 4, 5] as const;

const testimonial = z.object({
  name: field.text('Happy Customer', 100),
  role: field.text('', 100),
  content: field.text('', 2000),
  rating: field.number(5, 1, 5).transform((value) => Math.round(value)),
  /** A photo URL; without one the initials are shown. */
  image: field.text('', 2000),
});

export type Testimonial = z.output<typeof testimonial>;

export const DEFAULT_TESTIMONIALS: Testimonial[] = [
  {
    name: 'Sarah Johnson',
    role: 'Marketing Director',
    content:
      'This completely changed how we capture leads. Our conversion rate doubled in the first month, and the setup took an afternoon.',
    rating: 5,
    image: '',
  },
  {
    name: 'Michael Chen',
    role: 'Small Business Owner',
    content: 'Simple, fast and it just works. I launched my first funnel in under an hour.',
    rating: 5,
    image: '',
  },
];

const schema = z.object({
  title: field.text('What Our Customers Say', 300),
  testimonials: field.list(testimonial, DEFAULT_TESTIMONIALS, 20),
});

export type TestimonialSliderContent = z.output<typeof schema>;

/** Up to two initials of a name, for avatars without a photo. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

function Stars({ rating }: { rating: number }) {
  return (
    <div className="ffp-testimonial__rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      {TESTIMONIAL_RATINGS.map((n) => (
        <Icon
          key={n}
          name="star"
          size={20}
          filled={n <= rating}
          className={n <= rating ? 'ffp-star--on' : 'ffp-star--off'}
        />
      ))}
    </div>
  );
}

/** How a testimonial is named in the builder's list and messages: its name, else 'Testimonial {n}'. */
const TESTIMONIAL_TITLE = { itemName: 'Testimonial', titleFrom: ['name'] } as const;

/** A customer quote. The spec shows only the first testimonial of the list. */
export const testimonialSlider = defineJsonElement({
  type: 'testimonial-slider',
  label: 'Testimonials',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: { title: 'What Our Customers Say', testimonials: DEFAULT_TESTIMONIALS },
  defaultStyles: { ...BASE_STYLES, textAlign: 'center' },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300 },
    {
      key: 'testimonials',
      kind: 'list',
      label: 'Testimonials (the first one is shown on the page)',
      ...TESTIMONIAL_TITLE,
      newItem: {
        name: 'Happy Customer',
        role: '',
        content: 'Tell visitors what this customer loved.',
        rating: 5,
        image: '',
      },
      min: 1,
      max: 20,
      fields: [
        { key: 'name', kind: 'text', label: 'Name', maxLength: 100 },
        { key: 'role', kind: 'text', label: 'Role', maxLength: 100, placeholder: 'Marketing Director' },
        { key: 'content', kind: 'textarea', label: 'Quote', rows: 3, maxLength: 2000 },
        {
          key: 'rating',
          kind: 'select',
          label: 'Rating',
          options: optionsOf(TESTIMONIAL_RATINGS, (n) => `${n} ${n === 1 ? 'star' : 'stars'}`),
        },
        {
          key: 'image',
          kind: 'media',
          label: 'Photo URL',
          maxLength: 2000,
          placeholder: 'https://…',
          hint: 'Optional; without a photo the initials are shown.',
        },
      ],
    },
  ],
  validate: (content) =>
    firstProblem(
      content.testimonials.length === 0 && 'Add at least one testimonial',
      ...content.testimonials.map((t, i) => {
        const title = itemTitle(TESTIMONIAL_TITLE, t, i);
        return firstProblem(
          isBlank(t.name) && `Testimonial ${i + 1} needs a name`,
          isBlank(t.content) && `${title}: the quote is empty`,
          !(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5) &&
            `${title}: the rating is a number from 1 to 5`,
          mediaUrlError(t.image, `${title}: the photo URL`),
        );
      }),
    ),
  styles: ['typography', 'box'],
  Render: ({ element, content }) => {
    const first = content.testimonials[0];
    const photo = first ? safeMediaSrc(first.image) : null;
    return (
      <section className="ffp-testimonials" style={compact(textStyle(element.styles))}>
        {content.title ? <h2 className="ffp-section-title">{content.title}</h2> : null}
        {first ? (
          <figure className="ffp-testimonial">
            <Stars rating={first.rating} />
            <blockquote className="ffp-testimonial__quote">
              <p>{first.content}</p>
            </blockquote>
            <figcaption className="ffp-testimonial__author">
              {/* The name is written next to the photo, so the photo itself is decorative. */}
              {photo ? (
                <img className="ffp-avatar" src={photo} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <span className="ffp-avatar ffp-avatar--initials" aria-hidden="true">
                  {initials(first.name)}
                </span>
              )}
              <span className="ffp-testimonial__who">
                <cite className="ffp-testimonial__name">{first.name}</cite>
                {first.role ? <span className="ffp-testimonial__role">{first.role}</span> : null}
              </span>
            </figcaption>
          </figure>
        ) : null}
      </section>
    );
  },
});
