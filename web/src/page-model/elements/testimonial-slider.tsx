import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineJsonElement, field } from '../define';
import { Icon } from '../icons';
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

/** A customer quote. The spec shows only the first testimonial of the list. */
export const testimonialSlider = defineJsonElement({
  type: 'testimonial-slider',
  label: 'Testimonials',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: { title: 'What Our Customers Say', testimonials: DEFAULT_TESTIMONIALS },
  defaultStyles: { ...BASE_STYLES, textAlign: 'center' },
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
