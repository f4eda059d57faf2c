import type { CtaSectionContent } from '../../../page-model/elements/cta-section';
import { ColorField } from '../ColorField';
import { LinkField, TextField, linkError } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import { firstProblem, isBlank } from './section-shared';

function CtaSectionContentEditor({ value, onChange }: ContentEditorProps<CtaSectionContent>) {
  const set =
    <K extends keyof CtaSectionContent>(key: K) =>
    (next: CtaSectionContent[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <>
      <TextField label="Title" value={value.title} onChange={set('title')} maxLength={300} />
      <TextField label="Subtitle" value={value.subtitle} onChange={set('subtitle')} maxLength={500} />
      <TextField
        label="Button text"
        value={value.buttonText}
        onChange={set('buttonText')}
        maxLength={100}
        hint="Leave empty for no button."
      />
      <LinkField label="Button link" value={value.buttonLink} onChange={set('buttonLink')} />
      <TextField
        label="Small print under the button"
        value={value.secondaryText}
        onChange={set('secondaryText')}
        maxLength={300}
        placeholder="No credit card required"
      />
      <ColorField
        label="Background colour or gradient"
        value={value.backgroundColor}
        onChange={set('backgroundColor')}
      />
      <ColorField label="Text colour" value={value.textColor} onChange={set('textColor')} />
      <ColorField label="Button colour" value={value.buttonColor} onChange={set('buttonColor')} />
    </>
  );
}

export const ctaSectionEditor: ElementEditor<CtaSectionContent> = {
  Content: CtaSectionContentEditor,
  styles: ['typography', 'box'],
  // Colours and background come from the content; sizes are the section's own.
  hiddenStyles: ['fontSize', 'fontWeight', 'fontStyle', 'textDecoration', 'color', 'backgroundColor'],
  actions: ['link', 'form'],
  linkInContent: true,
  validate: (value) =>
    firstProblem(isBlank(value.title) && 'A call to action needs a title', linkError(value.buttonLink)),
};
