import { Children, type ReactNode } from 'react';
import { FONT_FAMILIES } from '../../page-model/css';
import { BUTTON_SIZES, BUTTON_STYLES, HOVER_SCALES, HOVER_SHADOWS } from '../../page-model/elements/button';
import { IMAGE_WIDTHS } from '../../page-model/elements/image';
import { FADE_DURATIONS, FADE_TYPES, VIDEO_LENGTHS } from '../../page-model/elements/video';
import type { ElementStyles, StyleKey } from '../../page-model/types';
import { ColorField } from './ColorField';
import { SelectField, SwitchField, TextField, type Option } from './fields';
import type { StyleSection } from './types';

const opts = (values: readonly (string | number)[], label: (v: string) => string = (v) => v): Option[] =>
  values.map((v) => ({ value: String(v), label: label(String(v)) }));

const cap = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

/** 000 §3/§9 option lists. */
export const FONT_SIZES = opts([12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 44, 48].map((n) => `${n}px`));
const WEIGHTS: Option[] = [
  { value: 'normal', label: 'Normal' },
  { value: '500', label: 'Medium' },
  { value: '600', label: 'Semibold' },
  { value: 'bold', label: 'Bold' },
  { value: '800', label: 'Extra bold' },
];
const ALIGNS = opts(['left', 'center', 'right', 'justify'], cap);
const SPACING = opts([
  '0',
  '4px',
  '8px',
  '12px',
  '16px',
  '24px',
  '32px',
  '48px',
  '8px 0',
  '16px 0',
  '24px 0',
  '48px 0',
  '12px 24px',
]);
const RADII = opts(['0', '4px', '8px', '12px', '24px', '9999px']);
const BORDER_WIDTHS = opts(['0', '1px', '2px', '3px', '4px']);
const BORDER_STYLES = opts(['solid', 'dashed', 'dotted', 'double', 'none'], cap);
const BOX_WIDTHS: Option[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'full', label: 'Full width' },
  { value: 'fit', label: 'Fit content' },
  ...opts(['25%', '50%', '75%', '100%']),
];
const SIZE_LABELS: Record<string, string> = {
  small: 'Small',
  default: 'Medium',
  large: 'Large',
  xl: 'Extra large',
};

type Props = {
  styles: ElementStyles;
  sections: readonly StyleSection[];
  /** Fields the type's renderer ignores: not offered. */
  hidden?: readonly StyleKey[];
  onChange(styles: ElementStyles): void;
};

/** Every style field of 000 §3, grouped; a group shows only for the types it applies to. */
export function StyleEditor({ styles, sections, hidden = [], onChange }: Props) {
  // A field shows once, in the first group that has it (image and box both have Width).
  const used = new Set<StyleKey>();
  const show = (key: StyleKey) => {
    if (hidden.includes(key) || used.has(key)) return false;
    used.add(key);
    return true;
  };
  const set = (key: StyleKey) => (value: string) => {
    const next = { ...styles };
    if (value === '') delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const flag = (key: StyleKey) => (value: boolean) => set(key)(String(value));
  const on = (key: StyleKey) => styles[key] === 'true';

  const groups: Record<StyleSection, () => ReactNode> = {
    typography: () => (
      <Group title="Text">
        {show('fontFamily') && (
          <SelectField
            label="Font"
            value={styles.fontFamily}
            options={opts(FONT_FAMILIES)}
            onChange={set('fontFamily')}
          />
        )}
        {show('fontSize') && (
          <SelectField
            label="Font size"
            value={styles.fontSize}
            options={FONT_SIZES}
            onChange={set('fontSize')}
          />
        )}
        {show('fontWeight') && (
          <SelectField
            label="Weight"
            value={styles.fontWeight}
            options={WEIGHTS}
            onChange={set('fontWeight')}
          />
        )}
        {show('fontStyle') && (
          <SelectField
            label="Style"
            value={styles.fontStyle}
            options={opts(['normal', 'italic'], cap)}
            onChange={set('fontStyle')}
          />
        )}
        {show('textDecoration') && (
          <SelectField
            label="Decoration"
            value={styles.textDecoration}
            options={[
              { value: 'none', label: 'None' },
              { value: 'underline', label: 'Underline' },
              { value: 'line-through', label: 'Strike-through' },
            ]}
            onChange={set('textDecoration')}
          />
        )}
        {show('textAlign') && (
          <SelectField
            label="Alignment"
            value={styles.textAlign}
            options={ALIGNS}
            onChange={set('textAlign')}
          />
        )}
        {show('color') && <ColorField label="Text colour" value={styles.color} onChange={set('color')} />}
      </Group>
    ),
    box: () => (
      <Group title="Box">
        {show('backgroundColor') && (
          <ColorField label="Background" value={styles.backgroundColor} onChange={set('backgroundColor')} />
        )}
        {show('padding') && (
          <SelectField label="Padding" value={styles.padding} options={SPACING} onChange={set('padding')} />
        )}
        {show('margin') && (
          <SelectField label="Margin" value={styles.margin} options={SPACING} onChange={set('margin')} />
        )}
        {show('borderRadius') && (
          <SelectField
            label="Corner radius"
            value={styles.borderRadius}
            options={RADII}
            onChange={set('borderRadius')}
          />
        )}
        {show('borderWidth') && (
          <SelectField
            label="Border width"
            value={styles.borderWidth}
            options={BORDER_WIDTHS}
            onChange={set('borderWidth')}
          />
        )}
        {show('borderStyle') && (
          <SelectField
            label="Border style"
            value={styles.borderStyle}
            options={BORDER_STYLES}
            onChange={set('borderStyle')}
          />
        )}
        {show('borderColor') && (
          <ColorField label="Border colour" value={styles.borderColor} onChange={set('borderColor')} />
        )}
        {show('width') && (
          <SelectField label="Width" value={styles.width} options={BOX_WIDTHS} onChange={set('width')} />
        )}
      </Group>
    ),
    button: () => (
      <Group title="Button">
        {show('buttonSize') && (
          <SelectField
            label="Size"
            value={styles.buttonSize}
            options={BUTTON_SIZES.map((v) => ({ value: v, label: SIZE_LABELS[v] ?? v }))}
            onChange={set('buttonSize')}
          />
        )}
        {show('buttonStyle') && (
          <SelectField
            label="Style"
            value={styles.buttonStyle}
            options={opts(BUTTON_STYLES, cap)}
            onChange={set('buttonStyle')}
          />
        )}
        {show('hoverScale') && (
          <SelectField
            label="Grow on hover"
            value={styles.hoverScale}
            options={opts(HOVER_SCALES, cap)}
            onChange={set('hoverScale')}
          />
        )}
        {show('hoverShadow') && (
          <SelectField
            label="Shadow on hover"
            value={styles.hoverShadow}
            options={opts(HOVER_SHADOWS, cap)}
            onChange={set('hoverShadow')}
          />
        )}
        {show('backgroundColor') && (
          <ColorField
            label="Button colour"
            value={styles.backgroundColor}
            onChange={set('backgroundColor')}
          />
        )}
        {show('color') && <ColorField label="Text colour" value={styles.color} onChange={set('color')} />}
        {show('borderRadius') && (
          <SelectField
            label="Corner radius"
            value={styles.borderRadius}
            options={RADII}
            onChange={set('borderRadius')}
          />
        )}
        {show('width') && (
          <SelectField label="Width" value={styles.width} options={BOX_WIDTHS} onChange={set('width')} />
        )}
      </Group>
    ),
    form: () => (
      <Group title="Form">
        {show('formBackgroundColor') && (
          <ColorField
            label="Form background"
            value={styles.formBackgroundColor}
            onChange={set('formBackgroundColor')}
          />
        )}
        {show('buttonText') && (
          <TextField
            label="Button text"
            value={styles.buttonText ?? ''}
            onChange={set('buttonText')}
            maxLength={60}
          />
        )}
        {show('buttonColor') && (
          <ColorField label="Button colour" value={styles.buttonColor} onChange={set('buttonColor')} />
        )}
        {show('buttonTextColor') && (
          <ColorField
            label="Button text colour"
            value={styles.buttonTextColor}
            onChange={set('buttonTextColor')}
          />
        )}
        {show('placeholderText') && (
          <TextField
            label="Email placeholder"
            value={styles.placeholderText ?? ''}
            onChange={set('placeholderText')}
            maxLength={80}
          />
        )}
      </Group>
    ),
    video: () => (
      <Group title="Video">
        {show('videoLength') && (
          <SelectField
            label="Length"
            value={styles.videoLength}
            options={opts(VIDEO_LENGTHS)}
            onChange={set('videoLength')}
          />
        )}
        {show('autoplay') && (
          <SwitchField label="Autoplay (muted)" value={on('autoplay')} onChange={flag('autoplay')} />
        )}
        {show('muted') && <SwitchField label="Muted" value={on('muted')} onChange={flag('muted')} />}
        {show('autoloop') && <SwitchField label="Loop" value={on('autoloop')} onChange={flag('autoloop')} />}
        {show('fadeDuration') && (
          <SelectField
            label="Fade duration"
            value={styles.fadeDuration}
            options={opts(FADE_DURATIONS, (v) => `${v} s`)}
            onChange={set('fadeDuration')}
          />
        )}
        {show('fadeType') && (
          <SelectField
            label="Fade type"
            value={styles.fadeType}
            options={opts(FADE_TYPES, cap)}
            onChange={set('fadeType')}
          />
        )}
      </Group>
    ),
    image: () => (
      <Group title="Image">
        {show('width') && (
          <SelectField
            label="Width"
            value={styles.width}
            options={opts(IMAGE_WIDTHS)}
            onChange={set('width')}
          />
        )}
        {show('borderRadius') && (
          <SelectField
            label="Corner radius"
            value={styles.borderRadius}
            options={RADII}
            onChange={set('borderRadius')}
          />
        )}
      </Group>
    ),
  };

  return (
    <div className="ff-style-editor">
      {sections.map((section) => (
        <div key={section}>{groups[section]()}</div>
      ))}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  // A group whose every field is hidden for this type is left out.
  if (Children.toArray(children).length === 0) return null;
  return (
    <section className="ff-style-group">
      <h3 className="ff-style-group__title">{title}</h3>
      <div className="ff-style-group__fields">{children}</div>
    </section>
  );
}
