import {
  DIVIDER_MARGINS,
  DIVIDER_STYLES,
  DIVIDER_THICKNESSES,
  DIVIDER_WIDTHS,
  type DividerContent,
} from '../../../page-model/elements/divider';
import { ColorField } from '../ColorField';
import { SelectField, type Option } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

type DividerStyle = DividerContent['style'];

const isDividerStyle = (value: string): value is DividerStyle =>
  (DIVIDER_STYLES as readonly string[]).includes(value);

const numbers = (values: readonly number[], unit: string): Option[] =>
  values.map((n) => ({ value: String(n), label: `${n}${unit}` }));

/** 000 §9: styles solid/dashed/dotted/double, thickness 1–4 px, widths 25–100 %, margins 12–72 px. */
const STYLE_OPTIONS: Option[] = DIVIDER_STYLES.map((style) => ({
  value: style,
  label: style.charAt(0).toUpperCase() + style.slice(1),
}));
const THICKNESS_OPTIONS = numbers(DIVIDER_THICKNESSES, ' px');
const WIDTH_OPTIONS = numbers(DIVIDER_WIDTHS, ' %');
const MARGIN_OPTIONS = numbers(DIVIDER_MARGINS, ' px');

function DividerContentEditor({ value, onChange }: ContentEditorProps<DividerContent>) {
  const setNumber = (key: 'thickness' | 'width' | 'margin') => (next: string) => {
    const n = Number(next);
    if (Number.isFinite(n)) onChange({ ...value, [key]: n });
  };
  return (
    <>
      <SelectField
        label="Line style"
        value={value.style}
        options={STYLE_OPTIONS}
        onChange={(next) => {
          if (isDividerStyle(next)) onChange({ ...value, style: next });
        }}
      />
      <ColorField
        label="Line colour"
        value={value.color}
        onChange={(color) => onChange({ ...value, color })}
        allowClear={false}
      />
      <SelectField
        label="Thickness"
        value={String(value.thickness)}
        options={THICKNESS_OPTIONS}
        onChange={setNumber('thickness')}
      />
      <SelectField
        label="Line width"
        value={String(value.width)}
        options={WIDTH_OPTIONS}
        onChange={setNumber('width')}
      />
      <SelectField
        label="Space above and below"
        value={String(value.margin)}
        options={MARGIN_OPTIONS}
        onChange={setNumber('margin')}
      />
    </>
  );
}

/** Every value comes from a list (the content schema snaps stored values to the nearest one). */
export const dividerEditor: ElementEditor<DividerContent> = {
  Content: DividerContentEditor,
  styles: ['box'],
};
