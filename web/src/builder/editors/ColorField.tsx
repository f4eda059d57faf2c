import { ColorPicker, Input } from 'antd';
import { useId, useState } from 'react';
import { Field } from './fields';
import { COLOR_PALETTES, hexOrBlack } from './palettes';

/**
 * 000 §2.7 and §5: a colour as text (any value, taken on blur or Enter) beside a picker with
 * the palettes; the picker shows #000000 when the text is not a hex colour.
 */
export function ColorField({
  label,
  value,
  onChange,
  allowClear = true,
  hint,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  allowClear?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== (value ?? '')) onChange(draft.trim());
    setDraft(null);
  };
  return (
    <Field label={label} id={id} hint={hint}>
      <div className="ff-color-field">
        <ColorPicker
          value={hexOrBlack(value)}
          presets={COLOR_PALETTES.map((p) => ({ label: p.label, colors: [...p.colors] }))}
          disabledAlpha
          onChangeComplete={(color) => onChange(color.toHexString())}
          aria-label={`${label} picker`}
        />
        <Input
          id={id}
          value={draft ?? value ?? ''}
          placeholder="#3b82f6"
          allowClear={allowClear}
          maxLength={100}
          onChange={(e) => {
            if (e.type === 'click') onChange('');
            else setDraft(e.target.value);
          }}
          onBlur={commit}
          onPressEnter={commit}
        />
      </div>
    </Field>
  );
}
