import { z } from 'zod';
import { compact, safeColor, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineJsonElement, field } from '../define';
import { Icon, type UiIconName } from '../icons';
import { optionsOf } from '../options';

/** 000 §9: alert types. */
export const ALERT_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

const ALERT_ICONS: Record<AlertType, UiIconName> = {
  success: 'check-circle',
  warning: 'alert',
  error: 'x-circle',
  info: 'info',
};

const schema = z.object({
  message: field.text('Limited time offer: save 50% today only!', 1000),
  type: field.oneOf(ALERT_TYPES, 'info'),
  closeable: field.bool(true),
  urgent: field.bool(false),
  /** When on, the three colours below replace the type's colours. */
  customColors: field.bool(false),
  backgroundColor: field.text('', 100),
  textColor: field.text('', 100),
  borderColor: field.text('', 100),
});

export type AlertBannerContent = z.output<typeof schema>;

const TYPE_LABELS: Record<AlertType, string> = {
  success: 'Success (green)',
  warning: 'Warning (amber)',
  error: 'Error (red)',
  info: 'Info (blue)',
};

export const ALERT_MESSAGE_REQUIRED = 'An alert needs a message';

/** A notice strip. A closeable one has a dismiss button (the page runtime hides it). */
export const alertBanner = defineJsonElement({
  type: 'alert-banner',
  label: 'Alert Banner',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: {
    message: 'Limited time offer: save 50% today only!',
    type: 'info',
    closeable: true,
    urgent: false,
    customColors: false,
    backgroundColor: '',
    textColor: '',
    borderColor: '',
  },
  defaultStyles: { ...BASE_STYLES },
  fields: [
    { key: 'message', kind: 'textarea', label: 'Message', rows: 2, maxLength: 1000 },
    {
      key: 'type',
      kind: 'select',
      label: 'Type',
      options: optionsOf(ALERT_TYPES, (type) => TYPE_LABELS[type]),
    },
    { key: 'closeable', kind: 'switch', label: 'Visitors can dismiss it' },
    { key: 'urgent', kind: 'switch', label: 'Urgent (bold, pulsing)' },
    { key: 'customColors', kind: 'switch', label: 'Custom colours' },
    {
      key: 'backgroundColor',
      kind: 'color',
      label: 'Background colour',
      visibleWhen: { customColors: [true] },
    },
    { key: 'textColor', kind: 'color', label: 'Text colour', visibleWhen: { customColors: [true] } },
    { key: 'borderColor', kind: 'color', label: 'Border colour', visibleWhen: { customColors: [true] } },
  ],
  validate: (content) => (content.message.trim() === '' ? ALERT_MESSAGE_REQUIRED : null),
  styles: ['typography', 'box'],
  Render: ({ element, content }) => {
    const colors = content.customColors
      ? {
          backgroundColor: safeColor(content.backgroundColor),
          color: safeColor(content.textColor),
          borderColor: safeColor(content.borderColor),
        }
      : {};
    const urgent = content.urgent || content.type === 'error';
    return (
      <div
        className={`ffp-alert ffp-alert--${content.type}${content.urgent ? ' ffp-alert--urgent' : ''}`}
        role={urgent ? 'alert' : 'status'}
        style={compact({ ...textStyle(element.styles), ...colors })}
        {...(content.closeable ? { 'data-ff-dismissable': '' } : {})}
      >
        <Icon name={ALERT_ICONS[content.type]} size={22} className="ffp-alert__icon" />
        <p className="ffp-alert__message">
          {content.urgent ? <strong>{content.message}</strong> : content.message}
        </p>
        {content.closeable ? (
          <button type="button" className="ffp-alert__close" data-ff-dismiss="" aria-label="Dismiss">
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </div>
    );
  },
});
