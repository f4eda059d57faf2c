import {
  SCARCITY_TYPES,
  type ScarcityIndicatorContent,
  type ScarcityType,
} from '../../../page-model/elements/scarcity-indicator';
import { ColorField } from '../ColorField';
import { NumberField, SelectField, SwitchField, TextAreaField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

const TYPE_LABELS: Record<ScarcityType, string> = {
  spots: 'Spots (… spots left)',
  stock: 'Stock (… left in stock)',
  seats: 'Seats (… seats left)',
};

const isScarcityType = (value: string): value is ScarcityType =>
  (SCARCITY_TYPES as readonly string[]).includes(value);

function ScarcityContentEditor({ value, onChange }: ContentEditorProps<ScarcityIndicatorContent>) {
  const set =
    <K extends keyof ScarcityIndicatorContent>(key: K) =>
    (next: ScarcityIndicatorContent[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <>
      <SelectField
        label="What is running out"
        value={value.type}
        options={SCARCITY_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
        onChange={(next) => {
          if (isScarcityType(next)) set('type')(next);
        }}
      />
      <TextAreaField
        label="Message"
        value={value.message}
        onChange={set('message')}
        rows={2}
        maxLength={500}
        hint="Write {remaining} and {total} to show the numbers, e.g. 'Only {remaining} of {total} left!'"
      />
      <NumberField label="Total" value={value.total} onChange={set('total')} min={0} max={1e9} />
      <NumberField label="Remaining" value={value.remaining} onChange={set('remaining')} min={0} max={1e9} />
      <SwitchField label="Show bar" value={value.showBar} onChange={set('showBar')} />
      <ColorField label="Accent colour" value={value.color} onChange={set('color')} allowClear={false} />
    </>
  );
}

export const SCARCITY_MESSAGES = {
  negative: 'Total and remaining cannot be negative',
  tooMany: 'Remaining cannot be more than the total',
} as const;

export const scarcityIndicatorEditor: ElementEditor<ScarcityIndicatorContent> = {
  Content: ScarcityContentEditor,
  styles: ['typography', 'box'],
  validate: (value) => {
    if (!(value.total >= 0) || !(value.remaining >= 0)) return SCARCITY_MESSAGES.negative;
    if (value.remaining > value.total) return SCARCITY_MESSAGES.tooMany;
    return null;
  },
};
