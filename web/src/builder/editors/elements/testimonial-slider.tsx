import {
  TESTIMONIAL_RATINGS,
  type Testimonial,
  type TestimonialSliderContent,
} from '../../../page-model/elements/testimonial-slider';
import { ListField, SelectField, TextAreaField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { ItemGroup, firstProblem, isBlank, mediaUrlError, optionsOf } from './section-shared';

const RATING_OPTIONS = optionsOf(TESTIMONIAL_RATINGS, (v) => `${v} ${v === '1' ? 'star' : 'stars'}`);

const newTestimonial = (): Testimonial => ({
  name: 'Happy Customer',
  role: '',
  content: 'Tell visitors what this customer loved.',
  rating: 5,
  image: '',
});

const testimonialLabel = (t: Testimonial, index: number) => t.name.trim() || `Testimonial ${index + 1}`;

function TestimonialEditor({ item, onChange }: { item: Testimonial; onChange(next: Testimonial): void }) {
  const set =
    <K extends keyof Testimonial>(key: K) =>
    (next: Testimonial[K]) =>
      onChange({ ...item, [key]: next });
  return (
    <>
      <TextField label="Name" value={item.name} onChange={set('name')} maxLength={100} />
      <TextField
        label="Role"
        value={item.role}
        onChange={set('role')}
        maxLength={100}
        placeholder="Marketing Director"
      />
      <TextAreaField label="Quote" value={item.content} onChange={set('content')} rows={3} maxLength={2000} />
      <SelectField
        label="Rating"
        value={String(item.rating)}
        options={RATING_OPTIONS}
        onChange={(value) => {
          const rating = Number(value);
          if (rating >= 1 && rating <= 5) set('rating')(rating);
        }}
      />
      <TextField
        label="Photo URL"
        value={item.image}
        onChange={set('image')}
        maxLength={2000}
        placeholder="https://…"
        hint="Optional; without a photo the initials are shown."
      />
    </>
  );
}

function TestimonialSliderContentEditor({ value, onChange }: ContentEditorProps<TestimonialSliderContent>) {
  return (
    <>
      <TextField
        label="Title"
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
        maxLength={300}
      />
      <ListField
        label="Testimonials (the first one is shown on the page)"
        items={value.testimonials}
        onChange={(testimonials) => onChange({ ...value, testimonials })}
        create={newTestimonial}
        itemLabel={testimonialLabel}
        min={1}
        max={20}
        render={(item, update, index) => (
          <ItemGroup label={`Testimonial ${index + 1}`}>
            <TestimonialEditor item={item} onChange={update} />
          </ItemGroup>
        )}
      />
    </>
  );
}

export const testimonialSliderEditor: ElementEditor<TestimonialSliderContent> = {
  Content: TestimonialSliderContentEditor,
  styles: ['typography', 'box'],
  validate: (value) =>
    firstProblem(
      value.testimonials.length === 0 && 'Add at least one testimonial',
      ...value.testimonials.map((t, i) =>
        firstProblem(
          isBlank(t.name) && `Testimonial ${i + 1} needs a name`,
          isBlank(t.content) && `${testimonialLabel(t, i)}: the quote is empty`,
          !(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5) &&
            `${testimonialLabel(t, i)}: the rating is a number from 1 to 5`,
          mediaUrlError(t.image, `${testimonialLabel(t, i)}: the photo URL`),
        ),
      ),
    ),
};
