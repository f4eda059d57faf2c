import { z } from 'zod';

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null)
    .catch(null);

/** What a funnel page form posts. Email is required; every other field is optional and bounded. */
export const leadSubmissionSchema = z
  .object({
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(320, 'Enter a valid email address')
      .pipe(z.email({ error: 'Enter a valid email address' })),
    name: optional(200),
    firstName: optional(100),
    lastName: optional(100),
    phone: optional(50),
    message: optional(5000),
    company: optional(200),
    elementId: optional(100),
    pageUrl: optional(2000),
    website: z.unknown().optional(),
  })
  .catchall(z.unknown());

export type LeadSubmission = z.output<typeof leadSubmissionSchema>;

/** The honeypot field of page forms (web/src/page-model/elements/lead-form.tsx). */
export const HONEYPOT_FIELD = 'website';

/** Fields kept in form_submissions.formData besides the known ones (contact-form custom fields). */
export const MAX_EXTRA_FIELDS = 20;
