import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './accounts.errors';
import { passwordStrengthProblem } from './password-strength';

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(320, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((v) => v.toLowerCase());

export const credentialsSchema = z.object({
  email,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(1024, M.passwordTooLong),
});

export const registrationSchema = z
  .object({
    email,
    password: z
      .string({ error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .min(8, M.passwordTooShort)
      .max(128, M.passwordTooLong),
    referralCode: z.string().trim().max(50, 'Referral code is too long').nullish(),
  })
  .superRefine((value, ctx) => {
    const problem = passwordStrengthProblem(value.password, value.email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

export const profileSchema = z.object({
  firstName: z.string().trim().max(100, 'First name must be at most 100 characters').nullish(),
  lastName: z.string().trim().max(100, 'Last name must be at most 100 characters').nullish(),
});

export type Credentials = z.output<typeof credentialsSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type ProfileChanges = z.output<typeof profileSchema>;
