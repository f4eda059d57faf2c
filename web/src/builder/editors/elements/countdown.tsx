import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import type { CountdownContent } from '../../../page-model/elements/countdown';
import { Field, SwitchField, TextField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

function CountdownContentEditor({ value, onChange }: ContentEditorProps<CountdownContent>) {
  const id = useId();
  const set =
    <K extends keyof CountdownContent>(key: K) =>
    (next: CountdownContent[K]) =>
      onChange({ ...value, [key]: next });
  const end = value.endDate ? dayjs(value.endDate) : null;
  return (
    <>
      <TextField label="Title" value={value.title} onChange={set('title')} maxLength={300} />
      <Field label="Ends at" id={id} hint="Leave empty to count down 24 hours from each visit.">
        <DatePicker
          id={id}
          showTime
          allowClear
          value={end?.isValid() ? end : null}
          style={{ width: '100%' }}
          onChange={(date) => set('endDate')(date ? date.toISOString() : '')}
        />
      </Field>
      <TextField
        label="Text after it ends"
        value={value.expiredText}
        onChange={set('expiredText')}
        maxLength={300}
      />
      <SwitchField label="Show days" value={value.showDays} onChange={set('showDays')} />
      <SwitchField label="Show hours" value={value.showHours} onChange={set('showHours')} />
      <SwitchField label="Show minutes" value={value.showMinutes} onChange={set('showMinutes')} />
      <SwitchField label="Show seconds" value={value.showSeconds} onChange={set('showSeconds')} />
    </>
  );
}

export const countdownEditor: ElementEditor<CountdownContent> = {
  Content: CountdownContentEditor,
  styles: ['typography', 'box'],
  validate: (value) =>
    [value.showDays, value.showHours, value.showMinutes, value.showSeconds].some(Boolean)
      ? null
      : 'Show at least one unit of time',
};
