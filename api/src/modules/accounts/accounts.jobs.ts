import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const PRUNE_SESSIONS_JOB = 'sessions.prune';

/** Emails the owner of an address that a sign-up with it was refused (the user's id only). */
export const SIGN_UP_NOTICE_JOB = 'accounts.sign-up-notice';

const signUpNoticeSchema = z.object({ userId: z.uuid() });

/**
 * Tells an account's previous address that it was changed. It carries that address: after the
 * change nothing else remembers it.
 */
export const EMAIL_CHANGED_NOTICE_JOB = 'accounts.email-changed-notice';
export const EMAIL_CHANGED_NOTICE_OPTIONS: PgBoss.SendOptions = {};

export const PASSWORD_CHANGED_NOTICE_JOB = 'accounts.password-changed-notice';
const passwordChangedNoticeSchema = z.object({ userId: z.uuid() });

const emailChangedNoticeSchema = z.object({ userId: z.uuid(), oldEmail: z.string().min(1) });

/** At most one notice per account an hour, however often someone tries (pg-boss throttling). */
export const SIGN_UP_NOTICE_OPTIONS = (userId: string): PgBoss.SendOptions => ({
  singletonKey: userId,
  singletonSeconds: 60 * 60,
});

export function accountsJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: PRUNE_SESSIONS_JOB,
      cron: '*/15 * * * *',
      handler: async () => {
        const removed = await services.accounts.pruneExpiredSessions(deps.clock.now());
        if (removed > 0) deps.log.info({ removed }, 'pruned expired sessions');
      },
    },
    {
      name: SIGN_UP_NOTICE_JOB,
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      pollingIntervalSeconds: 1,
      handler: async (data) => {
        const parsed = signUpNoticeSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'sign-up notice job without a user id: ignored');
          return;
        }
        await services.accounts.sendSignUpNotice(parsed.data.userId);
      },
    },
    {
      name: EMAIL_CHANGED_NOTICE_JOB,
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      pollingIntervalSeconds: 1,
      handler: async (data) => {
        const parsed = emailChangedNoticeSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn('email-changed notice job without a user id and address: ignored');
          return;
        }
        await services.accounts.sendEmailChangedNotice(parsed.data.userId, parsed.data.oldEmail);
      },
    },
    {
      name: PASSWORD_CHANGED_NOTICE_JOB,
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      pollingIntervalSeconds: 1,
      handler: async (data) => {
        const parsed = passwordChangedNoticeSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn('password-changed notice job without a user id: ignored');
          return;
        }
        await services.accounts.sendPasswordChangedNotice(parsed.data.userId);
      },
    },
  ];
}
