import { z } from 'zod';
import { SECURITY_MESSAGES } from './security.errors';

/** A TOTP code (6 digits, spaces allowed) or a recovery code (xxxxx-xxxxx); normalised. */
export const codeSchema = z.object({
  code: z
    .string({ error: SECURITY_MESSAGES.codeRequired })
    .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
    .pipe(z.string().min(6, SECURITY_MESSAGES.codeRequired).max(20, SECURITY_MESSAGES.invalidCode)),
});

export const deleteAccountSchema = z.object({
  password: z.string().max(1024).optional().nullable(),
  confirmation: z.string().refine((value) => value.trim() === 'DELETE', SECURITY_MESSAGES.confirmDelete),
});

export const notificationSettingsSchema = z.object({
  loginNotifications: z.boolean().optional(),
  signUpNotices: z.boolean().optional(),
});
