import { isValidBIC, isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { z } from 'zod';
import { pagingSchema } from '../../shared/pagination';
import { periodDaysSchema } from '../../shared/report-period';
import { idempotencyKeySchema } from '../coins';
import { AFFILIATE_MESSAGES } from './affiliates.errors';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

/** POST /api/referral/track (000 §3): the code, and the three fields the landing page sends empty. */
export const referralClickSchema = z.object({
  affiliateCode: z
    .string({ error: 'affiliateCode is required' })
    .trim()
    .min(1, 'affiliateCode is required')
    .max(50),
  email: optionalText(320),
  firstName: optionalText(100),
  lastName: optionalText(100),
  /** The landing page's own referrer (document.referrer): where the click came from. */
  referrer: optionalText(2000),
});

/** An affiliate code as stored: upper case, so links work however they are typed. */
export const affiliateCodeSchema = z
  .string({ error: AFFILIATE_MESSAGES.codeFormat })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,50}$/, AFFILIATE_MESSAGES.codeFormat)
  .transform((code) => code.toUpperCase());

export const PAYOUT_METHODS = ['forgecoin', 'bank_transfer', 'stripe'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
const payoutMethodSchema = z.enum(PAYOUT_METHODS, { error: AFFILIATE_MESSAGES.methodInvalid });

/** Bank details for transfers (SEPA): the holder and IBAN, checked by their checksum; BIC optional. */
export const bankDetailsSchema = z.object({
  accountHolder: z
    .string({ error: AFFILIATE_MESSAGES.holderRequired })
    .trim()
    .min(1, AFFILIATE_MESSAGES.holderRequired)
    .max(140),
  iban: z
    .string({ error: AFFILIATE_MESSAGES.ibanInvalid })
    .transform((iban) => electronicFormatIBAN(iban) ?? '')
    .refine((iban) => isValidIBAN(iban), AFFILIATE_MESSAGES.ibanInvalid),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => v || null)
    .refine((bic) => bic === null || isValidBIC(bic), AFFILIATE_MESSAGES.bicInvalid),
});
export type BankDetails = z.output<typeof bankDetailsSchema>;

/** PATCH /api/affiliates/my-affiliate: a new code (once) and/or the payment settings. */
export const affiliateUpdateSchema = z.object({
  affiliateCode: affiliateCodeSchema.optional(),
  paymentMethod: payoutMethodSchema.optional(),
  bankDetails: bankDetailsSchema.nullish(),
});

/** POST /api/affiliates/payouts: all approved earnings, by the chosen (or the saved) method. */
export const payoutRequestSchema = z.object({
  method: payoutMethodSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
});

/** The operator's record of a bank transfer made. */
export const payoutPaidSchema = z.object({
  payoutId: z.string().uuid('payoutId must be a payout id'),
  reference: z
    .string({ error: AFFILIATE_MESSAGES.referenceRequired })
    .trim()
    .min(1, AFFILIATE_MESSAGES.referenceRequired)
    .max(200),
});

export const affiliateListSchema = pagingSchema({ defaultLimit: 20, maxLimit: 100 });

/** Click statistics over the last 7, 30 or 90 days (the analytics periods; default 30). */
export const clickStatsSchema = z.object({ days: periodDaysSchema(30) });
