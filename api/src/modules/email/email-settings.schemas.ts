import { z } from 'zod';

export const SMTP_DEFAULTS = { smtpPort: 465, smtpSecure: true, isActive: true } as const;

const VALID_EMAIL = 'Valid email is required';
const PORT_RANGE = 'Port must be a number from 1 to 65535';

const email = z
  .string({ error: VALID_EMAIL })
  .trim()
  .min(1, VALID_EMAIL)
  .max(320, VALID_EMAIL)
  .pipe(z.email({ error: VALID_EMAIL }));

/** Form values arrive as text or numbers ("587" from a form post is 587). */
const port = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: PORT_RANGE }).int(PORT_RANGE).min(1, PORT_RANGE).max(65535, PORT_RANGE),
);

const flag = (label: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: `${label} must be true or false` }),
  );

/**
 * The SMTP form (001 §5). The password may be left out (or empty) when one is already stored:
 * the service keeps the stored one, and requires it with 'Password is required' otherwise.
 */
/**
 * An optional sending limit: blank (null, '', missing) is the server default; form text is a
 * number ("5" is 5). `whole` for counts; the rate may be a fraction (0.5: one every two seconds).
 */
const limit = (message: string, min: number, max: number, whole: boolean) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v === 'string')
        return v.trim() === '' ? null : /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
      return v;
    },
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .refine((n) => !whole || Number.isInteger(n), message)
      .nullable(),
  );

export const SENDING_LIMIT_MESSAGES = {
  sendRatePerSecond:
    'Messages per second must be a number from 0 to 100000 (0: no limit), or blank for the default',
  sendConnections: 'Simultaneous connections must be a whole number from 1 to 50, or blank for the default',
  hourlyQuota:
    'Hourly quota must be a whole number from 0 to 10000000 (0: no quota), or blank for the default',
  dailyQuota:
    'Daily quota must be a whole number from 0 to 100000000 (0: no quota), or blank for the default',
} as const;

export const smtpSettingsSchema = z.object({
  smtpHost: z
    .string({ error: 'SMTP host is required' })
    .trim()
    .min(1, 'SMTP host is required')
    .max(253, 'SMTP host must be at most 253 characters'),
  smtpPort: port.optional().default(SMTP_DEFAULTS.smtpPort),
  smtpSecure: flag('Secure').optional().default(SMTP_DEFAULTS.smtpSecure),
  smtpUser: email,
  smtpPassword: z
    .string({ error: 'Password is required' })
    .max(1000, 'Password must be at most 1000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  fromEmail: email,
  fromName: z
    .string({ error: 'From name must be text' })
    .trim()
    .max(200, 'From name must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  isActive: flag('Active').optional().default(SMTP_DEFAULTS.isActive),
  sendRatePerSecond: limit(SENDING_LIMIT_MESSAGES.sendRatePerSecond, 0, 100_000, false),
  sendConnections: limit(SENDING_LIMIT_MESSAGES.sendConnections, 1, 50, true),
  hourlyQuota: limit(SENDING_LIMIT_MESSAGES.hourlyQuota, 0, 10_000_000, true),
  dailyQuota: limit(SENDING_LIMIT_MESSAGES.dailyQuota, 0, 100_000_000, true),
});

export type SmtpSettingsInput = z.output<typeof smtpSettingsSchema>;
