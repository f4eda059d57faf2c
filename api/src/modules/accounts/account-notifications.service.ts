import { requireActor, type Actor } from '../../shared/auth/actor';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { anonymizeIp } from '../analytics';
import { deviceHash } from './device-cookie';
import { deviceLabel } from './device-label';
import { KnownDevice } from './known-device.entity';
import { loginNotice } from './login-notice';
import { LOGIN_NOTICE_JOB } from './security.jobs';
import { notificationSettingsSchema } from './security.schemas';
import { UserSecurity } from './user-security.entity';
import { User } from './user.entity';

/** Which account emails a user gets; every one of them is on until they turn it off. */
export type NotificationSettings = { loginNotifications: boolean; signUpNotices: boolean };

export type SignInMeta = { deviceToken: string; userAgent: string | null | undefined; ip: string };

/** The emails FunnelForge sends about an account, and the known devices behind sign-in notices. */
export class AccountNotificationsService extends Service {
  async settingsOf(userId: string): Promise<NotificationSettings> {
    const row = await this.em.findOne(UserSecurity, { user: userId });
    return {
      loginNotifications: row?.loginNotifications ?? true,
      signUpNotices: row?.signUpNotices ?? true,
    };
  }

  settings(actor: Actor | null): Promise<NotificationSettings> {
    return this.settingsOf(requireActor(actor, 'read').userId);
  }

  async updateSettings(actor: Actor | null, input: unknown): Promise<NotificationSettings> {
    const { userId } = requireActor(actor, 'write');
    const changes = parseInput(notificationSettingsSchema, input);
    const row =
      (await this.em.findOne(UserSecurity, { user: userId })) ??
      this.em.create(UserSecurity, { user: userId });
    if (changes.loginNotifications !== undefined) row.loginNotifications = changes.loginNotifications;
    if (changes.signUpNotices !== undefined) row.signUpNotices = changes.signUpNotices;
    await this.em.persistAndFlush(row);
    return { loginNotifications: row.loginNotifications, signUpNotices: row.signUpNotices };
  }

  /**
   * Remembers the browser a sign-in came from. A browser the account has not seen gets its
   * owner an email (sent by a job, so sign-in never waits for SMTP), unless they turned these
   * off; `notify: false` for the browser an account was created on.
   */
  async recordSignIn(userId: string, meta: SignInMeta, notify = true): Promise<void> {
    const now = this.now();
    const rows = await this.em.getConnection().execute<Array<{ id: string; inserted: boolean }>>(
      `insert into known_devices (id, created_at, user_id, device_hash, label, last_ip, last_seen_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?)
       on conflict (user_id, device_hash) do update set last_seen_at = excluded.last_seen_at, last_ip = excluded.last_ip
       returning id, (xmax = 0) as inserted`,
      [now, userId, deviceHash(meta.deviceToken), deviceLabel(meta.userAgent), anonymizeIp(meta.ip), now],
    );
    const device = rows[0];
    if (!notify || !device?.inserted) return;
    if (!(await this.settingsOf(userId)).loginNotifications) return;
    await this.deps.jobs.send(LOGIN_NOTICE_JOB, { userId, deviceId: device.id });
  }

  /** Whether this browser (its device hash) has signed in to the account. */
  async knowsDevice(userId: string, hash: string): Promise<boolean> {
    return (await this.em.count(KnownDevice, { user: userId, deviceHash: hash })) > 0;
  }

  /** The login notice job: re-reads the device and the setting (turned off since: nothing sent). */
  async sendLoginNotice(userId: string, deviceId: string): Promise<void> {
    const user = await this.em.findOne(User, { id: userId });
    const device = await this.em.findOne(KnownDevice, { id: deviceId, user: userId });
    if (!user || !device) return;
    if (!(await this.settingsOf(userId)).loginNotifications) return;
    const email = loginNotice(
      user.email,
      { device: device.label, at: device.createdAt, ip: device.lastIp ?? null },
      this.deps.config.publicUrl,
    );
    await this.services.systemMail.send(email, { userId, notice: 'new sign-in' });
  }
}
