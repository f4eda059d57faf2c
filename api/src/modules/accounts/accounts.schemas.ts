import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './accounts.errors';
import { passwordStrengthProblem } from './password-strength';

/** 3 to 30 letters, digits, dots, hyphens or underscores: safe in a URL and a mention. */
const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;

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

/** A name the profile keeps: when sent it must say something (002 §2 Profile: both required). */
const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, tooLong);

/**
 * PATCH /api/users/profile and updateProfile: every field optional, only what is sent changes.
 * The email and the password change only with the current password (checked by the service).
 */
export const profileSchema = z
  .object({
    firstName: requiredName(M.firstNameRequired, 'First name must be at most 100 characters').optional(),
    lastName: requiredName(M.lastNameRequired, 'Last name must be at most 100 characters').optional(),
    bio: z.string().trim().max(1000, M.bioTooLong).nullish(),
    // An empty username clears it.
    username: z
      .string()
      .trim()
      .refine((v) => v === '' || USERNAME.test(v), M.usernameInvalid)
      .nullish(),
    email: email.optional(),
    currentPassword: z.string().max(1024, M.passwordTooLong).nullish(),
    newPassword: z.string().max(128, M.passwordTooLong).nullish(),
  })
  .superRefine((value, ctx) => {
    // The strength rules that need the account's address are checked by the service.
    if (value.newPassword && value.newPassword.length < 8)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.passwordTooShort });
  });

export type Credentials = z.output<typeof credentialsSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type ProfileChanges = z.output<typeof profileSchema>;
