import {
  HERO_ALIGNMENTS,
  HERO_BACKGROUND_TYPES,
  type HeroSectionContent,
} from '../../../page-model/elements/hero-section';
import { ColorField } from '../ColorField';
import { LinkField, SelectField, TextAreaField, TextField, linkError } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { firstProblem, isBlank, mediaUrlError, oneOf, optionsOf } from './section-shared';

const BACKGROUND_LABELS: Record<string, string> = {
  gradient: 'Gradient',
  color: 'Solid colour',
  image: 'Image',
};
const BACKGROUND_OPTIONS = optionsOf(HERO_BACKGROUND_TYPES, (v) => BACKGROUND_LABELS[v] ?? v);
const ALIGNMENT_OPTIONS = optionsOf(HERO_ALIGNMENTS);

function HeroSectionContentEditor({ value, onChange }: ContentEditorProps<HeroSectionContent>) {
  const set =
    <K extends keyof HeroSectionContent>(key: K) =>
    (next: HeroSectionContent[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <>
      <TextField label="Title" value={value.title} onChange={set('title')} maxLength={300} />
      <TextField label="Subtitle" value={value.subtitle} onChange={set('subtitle')} maxLength={500} />
      <TextAreaField
        label="Description"
        value={value.description}
        onChange={set('description')}
        rows={3}
        maxLength={2000}
      />
      <TextField
        label="Button text"
        value={value.buttonText}
        onChange={set('buttonText')}
        maxLength={100}
        hint="Leave empty for no button."
      />
      <LinkField label="Button link" value={value.buttonLink} onChange={set('buttonLink')} />
      <SelectField
        label="Background"
        value={value.backgroundType}
        options={BACKGROUND_OPTIONS}
        onChange={(type) => set('backgroundType')(oneOf(HERO_BACKGROUND_TYPES, type, 'gradient'))}
      />
      <ColorField
        label={value.backgroundType === 'gradient' ? 'Background colour or gradient' : 'Background colour'}
        value={value.backgroundColor}
        onChange={set('backgroundColor')}
      />
      {value.backgroundType === 'image' ? (
        <TextField
          label="Background image URL"
          value={value.backgroundImage}
          onChange={set('backgroundImage')}
          maxLength={2000}
          placeholder="https://…"
          hint="A dark veil is laid over the photo so the text stays readable."
        />
      ) : null}
      <ColorField label="Text colour" value={value.textColor} onChange={set('textColor')} />
      <SelectField
        label="Alignment"
        value={value.alignment}
        options={ALIGNMENT_OPTIONS}
        onChange={(alignment) => set('alignment')(oneOf(HERO_ALIGNMENTS, alignment, 'center'))}
      />
    </>
  );
}

export const heroSectionEditor: ElementEditor<HeroSectionContent> = {
  Content: HeroSectionContentEditor,
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
  validate: (value) =>
    firstProblem(
      isBlank(value.title) && 'A hero section needs a title',
      linkError(value.buttonLink),
      value.backgroundType === 'image' &&
        (isBlank(value.backgroundImage)
          ? 'Enter the background image URL, or choose another background'
          : mediaUrlError(value.backgroundImage, 'The background image URL')),
    ),
};
