import { useQuery } from '@apollo/client/react';
import { Form, InputNumber, Typography } from 'antd';
import { EmailSendingDefaultsDocument, type EmailSendingDefaultsQuery } from '../../gql/graphql';

/** The four limits as the form holds them: null (blank) is the server default. */
export type SendingLimitValues = {
  sendRatePerSecond: number | null;
  sendConnections: number | null;
  hourlyQuota: number | null;
  dailyQuota: number | null;
};

export const SENDING_LIMIT_FIELDS = [
  'sendRatePerSecond',
  'sendConnections',
  'hourlyQuota',
  'dailyQuota',
] as const satisfies ReadonlyArray<keyof SendingLimitValues>;

/** The api's messages (email-settings.schemas.ts), checked here first. */
export const SENDING_LIMIT_MESSAGES: Record<keyof SendingLimitValues, string> = {
  sendRatePerSecond:
    'Messages per second must be a number from 0 to 100000 (0: no limit), or blank for the default',
  sendConnections: 'Simultaneous connections must be a whole number from 1 to 50, or blank for the default',
  hourlyQuota:
    'Hourly quota must be a whole number from 0 to 10000000 (0: no quota), or blank for the default',
  dailyQuota:
    'Daily quota must be a whole number from 0 to 100000000 (0: no quota), or blank for the default',
};

type Defaults = EmailSendingDefaultsQuery['emailSendingDefaults'];

const SPECS: Array<{
  name: keyof SendingLimitValues;
  label: string;
  min: number;
  max: number;
  whole: boolean;
  defaultOf: (d: Defaults) => number;
  unit: string;
}> = [
  {
    name: 'sendRatePerSecond',
    label: 'Messages per second',
    min: 0,
    max: 100_000,
    whole: false,
    defaultOf: (d) => d.ratePerSecond,
    unit: 'per second',
  },
  {
    name: 'sendConnections',
    label: 'Simultaneous connections',
    min: 1,
    max: 50,
    whole: true,
    defaultOf: (d) => d.maxConnections,
    unit: 'connections',
  },
  {
    name: 'hourlyQuota',
    label: 'Hourly quota',
    min: 0,
    max: 10_000_000,
    whole: true,
    defaultOf: (d) => d.hourlyQuota,
    unit: 'per hour',
  },
  {
    name: 'dailyQuota',
    label: 'Daily quota',
    min: 0,
    max: 100_000_000,
    whole: true,
    defaultOf: (d) => d.dailyQuota,
    unit: 'per day',
  },
];

/** "Default: 10 per second", "Default: no limit" (0 is none); a plain word while loading. */
function placeholderOf(spec: (typeof SPECS)[number], defaults: Defaults | undefined): string {
  if (!defaults) return 'Default';
  const value = spec.defaultOf(defaults);
  if (value === 0) return 'Default: no limit';
  return `Default: ${value.toLocaleString('en-US')} ${spec.unit}`;
}

/**
 * Email Settings → Sending limits (issue 24, item 7): what the user's SMTP provider allows, held
 * by every worker together. Each field left blank is the server's default, shown as placeholder.
 */
export function SendingLimitsFields() {
  const { data } = useQuery(EmailSendingDefaultsDocument, { fetchPolicy: 'cache-first' });
  const defaults = data?.emailSendingDefaults;
  return (
    <section className="ff-smtp-form__limits" aria-labelledby="ff-sending-limits-title">
      <Typography.Title level={3} id="ff-sending-limits-title" className="ff-smtp-form__section-title">
        Sending limits
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="ff-smtp-form__help">
        Set what your email provider allows, so campaigns and sequences never send faster or more than that,
        however many workers send at once. For example, Amazon SES sandbox: 1 per second, 200 per day; Gmail:
        about 500 per day. Leave a field blank to use the server default; 0 means no limit. A spent quota
        pauses the send until the next hour or day, and the campaign shows when it goes on.
      </Typography.Paragraph>
      <div className="ff-smtp-form__row">
        {SPECS.map((spec) => (
          <Form.Item
            key={spec.name}
            name={spec.name}
            label={spec.label}
            rules={[
              {
                validator: (_, value: number | null | undefined) =>
                  value === null ||
                  value === undefined ||
                  (value >= spec.min && value <= spec.max && (!spec.whole || Number.isInteger(value)))
                    ? Promise.resolve()
                    : Promise.reject(new Error(SENDING_LIMIT_MESSAGES[spec.name])),
              },
            ]}
          >
            {/* No min/max on the input: it would quietly clamp what was typed instead of saying why. */}
            <InputNumber step={1} placeholder={placeholderOf(spec, defaults)} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </div>
    </section>
  );
}
