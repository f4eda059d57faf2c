import {
  SPACER_HEIGHTS,
  SPACER_MAX_HEIGHT,
  SPACER_MIN_HEIGHT,
  type SpacerContent,
} from '../../../page-model/elements/spacer';
import { ColorField } from '../ColorField';
import { SelectField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

/** 000 §9: 20, 40, 60, 80 or 120 px (a height saved otherwise is shown as it is). */
const HEIGHT_OPTIONS = SPACER_HEIGHTS.map((height) => ({ value: String(height), label: `${height} px` }));

function SpacerContentEditor({ value, onChange }: ContentEditorProps<SpacerContent>) {
  return (
    <>
      <SelectField
        label="Height"
        value={String(Math.round(value.height))}
        options={HEIGHT_OPTIONS}
        onChange={(next) => {
          const height = Number(next);
          if (Number.isFinite(height)) onChange({ ...value, height });
        }}
      />
      <ColorField
        label="Background colour"
        value={value.backgroundColor}
        onChange={(backgroundColor) => onChange({ ...value, backgroundColor })}
      />
    </>
  );
}

export const SPACER_HEIGHT_ERROR = `A spacer is ${SPACER_MIN_HEIGHT} to ${SPACER_MAX_HEIGHT} px tall`;

export const spacerEditor: ElementEditor<SpacerContent> = {
  Content: SpacerContentEditor,
  styles: ['box'],
  validate: (value) =>
    value.height >= SPACER_MIN_HEIGHT && value.height <= SPACER_MAX_HEIGHT ? null : SPACER_HEIGHT_ERROR,
};
