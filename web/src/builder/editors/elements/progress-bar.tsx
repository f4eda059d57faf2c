import {
  PROGRESS_HEIGHTS,
  PROGRESS_HEIGHT_OPTIONS,
  type ProgressBarContent,
  type ProgressHeight,
} from '../../../page-model/elements/progress-bar';
import { ColorField } from '../ColorField';
import { NumberField, SelectField, SwitchField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

const HEIGHT_LABELS: Record<ProgressHeight, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra large',
};

/** 000 §9: small 8, medium 16, large 24, extra-large 32 px. */
export const PROGRESS_HEIGHT_SELECT = PROGRESS_HEIGHT_OPTIONS.map((value) => ({
  value,
  label: `${HEIGHT_LABELS[value]} (${PROGRESS_HEIGHTS[value]} px)`,
}));

const isHeight = (value: string): value is ProgressHeight =>
  (PROGRESS_HEIGHT_OPTIONS as readonly string[]).includes(value);

function ProgressBarContentEditor({ value, onChange }: ContentEditorProps<ProgressBarContent>) {
  const set =
    <K extends keyof ProgressBarContent>(key: K) =>
    (next: ProgressBarContent[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <>
      <TextField label="Title" value={value.title} onChange={set('title')} maxLength={300} />
      <NumberField label="Current value" value={value.current} onChange={set('current')} min={0} />
      <NumberField
        label="Goal (total)"
        value={value.total}
        onChange={set('total')}
        min={0}
        hint="The bar fills to current ÷ goal, shown as 0–100 %."
      />
      <SwitchField label="Show percentage" value={value.showPercentage} onChange={set('showPercentage')} />
      <SelectField
        label="Bar height"
        value={value.height}
        options={PROGRESS_HEIGHT_SELECT}
        onChange={(next) => {
          if (isHeight(next)) set('height')(next);
        }}
      />
      <ColorField label="Bar colour" value={value.color} onChange={set('color')} allowClear={false} />
      <ColorField
        label="Track colour"
        value={value.backgroundColor}
        onChange={set('backgroundColor')}
        allowClear={false}
      />
      <SwitchField label="Animated stripes" value={value.animated} onChange={set('animated')} />
      <SwitchField label="Show values below the bar" value={value.showLabels} onChange={set('showLabels')} />
      {value.showLabels ? (
        <SwitchField label="Custom labels" value={value.customLabels} onChange={set('customLabels')} />
      ) : null}
      {value.showLabels && value.customLabels ? (
        <>
          <TextField
            label="Current value label"
            value={value.currentLabel}
            onChange={set('currentLabel')}
            maxLength={100}
            placeholder="Current"
          />
          <TextField
            label="Goal label"
            value={value.totalLabel}
            onChange={set('totalLabel')}
            maxLength={100}
            placeholder="Goal"
          />
        </>
      ) : null}
    </>
  );
}

export const PROGRESS_MESSAGES = {
  negativeCurrent: 'The current value cannot be negative',
  badTotal: 'The goal must be greater than 0',
} as const;

export const progressBarEditor: ElementEditor<ProgressBarContent> = {
  Content: ProgressBarContentEditor,
  styles: ['typography', 'box'],
  validate: (value) => {
    if (!(value.current >= 0)) return PROGRESS_MESSAGES.negativeCurrent;
    if (!(value.total > 0)) return PROGRESS_MESSAGES.badTotal;
    return null;
  },
};
