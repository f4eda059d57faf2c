import { z } from 'zod';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

/** Emails the owner about a sign-in from a new device (user and device ids only). */
export const LOGIN_NOTICE_JOB = 'accounts.login-notice';
/** Builds a "Download Your Data" archive (its id only). */
export const DATA_EXPORT_JOB = 'accounts.data-export';
/** Removes archives that expired or were downloaded, and marks them so. */
export const DATA_EXPORT_CLEANUP_JOB = 'accounts.data-export-cleanup';

const loginNoticeSchema = z.object({ userId: z.uuid(), deviceId: z.uuid() });
const dataExportSchema = z.object({ exportId: z.uuid() });

export function securityJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: LOGIN_NOTICE_JOB,
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      pollingIntervalSeconds: 1,
      handler: async (data) => {
        const parsed = loginNoticeSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'login notice job without user and device ids: ignored');
          return;
        }
        await services.accountNotifications.sendLoginNotice(parsed.data.userId, parsed.data.deviceId);
      },
    },
    {
      name: DATA_EXPORT_JOB,
      queue: { retryLimit: 2, retryDelay: 30 },
      pollingIntervalSeconds: 1,
      handler: async (data) => {
        const parsed = dataExportSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'data export job without an export id: ignored');
          return;
        }
        await services.dataExports.build(parsed.data.exportId);
      },
    },
    {
      name: DATA_EXPORT_CLEANUP_JOB,
      cron: '*/10 * * * *',
      handler: async () => {
        const removed = await services.dataExports.removeExpired();
        if (removed > 0) deps.log.info({ removed }, 'removed expired data exports');
      },
    },
  ];
}
