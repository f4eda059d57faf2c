import {
  ALERT_TYPES,
  type AlertBannerContent,
  type AlertType,
} from '../../../page-model/elements/alert-banner';
import { ColorField } from '../ColorField';
import { SelectField, SwitchField, TextAreaField } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';

const TYPE_LABELS: Record<AlertType, string> = {
  success: 'Success (green)',
  warning: 'Warning (amber)',
  error: 'Error (red)',
  info: 'Info (blue)',
};

const isAlertType = (value: string): value is AlertType => (ALERT_TYPES as readonly string[]).includes(value);

function AlertBannerContentEditor({ value, onChange }: ContentEditorProps<AlertBannerContent>) {
  const set =
    <K extends keyof AlertBannerContent>(key: K) =>
    (next: AlertBannerContent[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <>
      <TextAreaField
        label="Message"
        value={value.message}
        onChange={set('message')}
        rows={2}
        maxLength={1000}
      />
      <SelectField
        label="Type"
        value={value.type}
        options={ALERT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
        onChange={(next) => {
          if (isAlertType(next)) set('type')(next);
        }}
      />
      <SwitchField label="Visitors can dismiss it" value={value.closeable} onChange={set('closeable')} />
      <SwitchField label="Urgent (bold, pulsing)" value={value.urgent} onChange={set('urgent')} />
      <SwitchField label="Custom colours" value={value.customColors} onChange={set('customColors')} />
      {value.customColors ? (
        <>
          <ColorField
            label="Background colour"
            value={value.backgroundColor}
            onChange={set('backgroundColor')}
          />
          <ColorField label="Text colour" value={value.textColor} onChange={set('textColor')} />
          <ColorField label="Border colour" value={value.borderColor} onChange={set('borderColor')} />
        </>
      ) : null}
    </>
  );
}

export const ALERT_MESSAGE_REQUIRED = 'An alert needs a message';

export const alertBannerEditor: ElementEditor<AlertBannerContent> = {
  Content: AlertBannerContentEditor,
  styles: ['typography', 'box'],
  validate: (value) => (value.message.trim() === '' ? ALERT_MESSAGE_REQUIRED : null),
};
