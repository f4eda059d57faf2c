import type { ComponentType } from 'react';
import type { ElementStyles, StyleGroup, StyleKey } from '../../page-model/types';
import { ColorField } from './ColorField';
import { SelectField, SwitchField, TextField } from './fields';
import { STYLE_FIELDS, STYLE_GROUP_TITLES, type StyleControl, type StyleField } from './style-fields';

type ControlProps<C extends StyleControl> = {
  field: Extract<StyleField, { control: C }>;
  value: string | undefined;
  onChange(value: string): void;
};

/** One control per kind of style field; switches store 'true' / 'false'. */
const CONTROLS: { [C in StyleControl]: ComponentType<ControlProps<C>> } = {
  select: ({ field, value, onChange }) => (
    <SelectField label={field.label} value={value} options={field.options} onChange={onChange} />
  ),
  color: ({ field, value, onChange }) => <ColorField label={field.label} value={value} onChange={onChange} />,
  text: ({ field, value, onChange }) => (
    <TextField label={field.label} value={value ?? ''} onChange={onChange} maxLength={field.maxLength} />
  ),
  switch: ({ field, value, onChange }) => (
    <SwitchField label={field.label} value={value === 'true'} onChange={(on) => onChange(String(on))} />
  ),
};

function StyleFieldView<C extends StyleControl>({ control, ...props }: ControlProps<C> & { control: C }) {
  const Control: ComponentType<ControlProps<C>> = CONTROLS[control];
  return <Control {...props} />;
}

type Props = {
  styles: ElementStyles;
  /** The groups the element offers, in its order. */
  groups: readonly StyleGroup[];
  /** Fields the type's renderer ignores: not offered. */
  hidden?: readonly StyleKey[];
  onChange(styles: ElementStyles): void;
};

/** The Style tab: the style table's fields of the element's groups; a group with nothing to show is left out. */
export function StyleEditor({ styles, groups, hidden = [], onChange }: Props) {
  const set = (key: StyleKey) => (value: string) => {
    const next = { ...styles };
    if (value === '') delete next[key];
    else next[key] = value;
    onChange(next);
  };
  // A field shows once, in the first group that has it (image and box both have Width).
  const shown = new Set<StyleKey>();
  const sections = groups.map((group) => ({
    group,
    fields: STYLE_FIELDS.filter((field) => {
      if (field.group !== group || hidden.includes(field.key) || shown.has(field.key)) return false;
      shown.add(field.key);
      return true;
    }),
  }));
  return (
    <div className="ff-style-editor">
      {sections.map(({ group, fields }) => (
        <div key={group}>
          {fields.length > 0 ? (
            <section className="ff-style-group">
              <h3 className="ff-style-group__title">{STYLE_GROUP_TITLES[group]}</h3>
              <div className="ff-style-group__fields">
                {fields.map((field) => (
                  <StyleFieldView
                    key={field.key}
                    control={field.control}
                    field={field}
                    value={styles[field.key]}
                    onChange={set(field.key)}
                  />
                ))}
              </div>
            </section>
          ) : null}
        </div>
      ))}
    </div>
  );
}
