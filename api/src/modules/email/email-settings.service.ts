import type { EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { SecretBoxError } from '../../shared/crypto/secret-box';
import { isUniqueViolation } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { EmailSettings } from './email-settings.entity';
import {
  EMAIL_SETTINGS_MESSAGES,
  emailSettingsNotFound,
  passwordRequired,
  unreadablePassword,
} from './email-settings.errors';
import { smtpSettingsSchema, type SmtpSettingsInput } from './email-settings.schemas';
import { serverSmtpTarget, verifySmtp, type SmtpTarget } from './delivery/smtp';

export type { SmtpTarget } from './delivery/smtp';

/** The stored settings as every API answers them: never the password, only whether one is set. */
export type EmailSettingsView = {
  id: string;
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  smtpUser: string;
  fromEmail: string;
  fromName: string | null;
  isActive: boolean;
  hasPassword: boolean;
  /** The server's sending limits; null: the server-wide default (see sendingDefaults). */
  sendRatePerSecond: number | null;
  sendConnections: number | null;
  hourlyQuota: number | null;
  dailyQuota: number | null;
  lastTestedAt: Date | null;
  lastTestOk: boolean | null;
  lastTestMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** 001 §3 email service status: Ready = configured and connected; Configuration Issue = configured only. */
export type EmailStatus = { configured: boolean; connected: boolean; message: string };

export type EmailTestResult = { success: boolean; message: string };

/** The server-wide sending limits that a blank field in Email Settings stands for (0: none). */
export type SendingDefaults = {
  ratePerSecond: number;
  maxConnections: number;
  hourlyQuota: number;
  dailyQuota: number;
};

export const SIMULATED_MESSAGE = EMAIL_SETTINGS_MESSAGES.simulated;
const { inactive: INACTIVE_MESSAGE, unreadablePassword: UNREADABLE_PASSWORD } = EMAIL_SETTINGS_MESSAGES;

/** A success is re-recorded at most this often, so a large campaign does not write a row per email. */
const DELIVERY_RECORD_INTERVAL_MS = 60_000;
/** A failed check of the server-wide SMTP_URL is retried when the status is asked after this long. */
const SERVER_RECHECK_MS = 60_000;

/** A connection check: how it went, and when (performance.now(), for its age in this process). */
type Check = { ok: boolean; message: string; at: number };

const sameConnection = (s: EmailSettings, input: SmtpSettingsInput) =>
  s.smtpHost === input.smtpHost &&
  s.smtpPort === input.smtpPort &&
  s.smtpSecure === input.smtpSecure &&
  s.smtpUser === input.smtpUser;

/**
 * A user's own SMTP server (001 §2.8, §5, §7): settings stored with the password sealed
 * (AES-256-GCM) and never answered, a connection test, and the email service status that the
 * banner shows. Status changes are pushed on EMAIL_STATUS_CHANGED. The sending engine asks
 * `smtpFor` where a user's mail goes and reports back through `recordConnectionCheck`.
 */
export class EmailSettingsService extends Service {
  /** This process's view of the server-wide SMTP_URL, and checks under way (one at a time). */
  private readonly serverChecks = new Map<string, Check>();
  private readonly checksUnderway = new Map<string, Promise<Check>>();

  async get(actor: Actor | null): Promise<EmailSettingsView | null> {
    const { userId } = requireActor(actor, 'read');
    const settings = await this.find(userId);
    return settings ? toView(settings) : null;
  }

  /** What a blank sending limit means: the CAMPAIGN_SEND_* settings of this installation. */
  sendingDefaults(actor: Actor | null): SendingDefaults {
    requireActor(actor, 'read');
    const { ratePerSecond, maxConnections, hourlyQuota, dailyQuota } = this.deps.config.campaignSending;
    return { ratePerSecond, maxConnections, hourlyQuota, dailyQuota };
  }

  /** Creates or replaces the actor's settings. An empty password keeps the stored one. */
  async save(actor: Actor | null, input: unknown): Promise<EmailSettingsView> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(smtpSettingsSchema, input ?? {});
    let settings: EmailSettings;
    try {
      settings = await this.upsert(userId, data);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two first saves at once: the other one created the row; this one updates it.
      this.em.clear();
      settings = await this.upsert(userId, data);
    }
    this.deps.log.info({ userId, host: data.smtpHost, port: data.smtpPort }, 'SMTP settings saved');
    this.changed(userId);
    return toView(settings);
  }

  async remove(actor: Actor | null): Promise<void> {
    const { userId } = requireActor(actor, 'write');
    const deleted = await this.em.nativeDelete(EmailSettings, { user: userId });
    if (deleted === 0) throw emailSettingsNotFound();
    this.em.clear();
    this.changed(userId);
  }

  /**
   * Connects with the form's values (the stored password when the form leaves it empty) and
   * logs in. When the values are the stored connection, the result is recorded for the status.
   */
  async test(actor: Actor | null, input: unknown): Promise<EmailTestResult> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(smtpSettingsSchema, input ?? {});
    const stored = await this.find(userId);
    let storedPassword: string | null = null;
    if (stored && (!data.smtpPassword || sameConnection(stored, data))) {
      try {
        storedPassword = this.deps.secretBox.open(stored.smtpPassword);
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        if (!data.smtpPassword) return { success: false, message: UNREADABLE_PASSWORD };
      }
    }
    const password = data.smtpPassword ?? storedPassword;
    if (!password) throw passwordRequired();
    const result = await verifySmtp(targetOf(data, password));
    this.deps.log.info(
      { userId, host: data.smtpHost, port: data.smtpPort, ok: result.ok },
      'SMTP connection test',
    );
    const matchesStored = stored && sameConnection(stored, data) && password === storedPassword;
    if (matchesStored) {
      await this.record(stored.id, result.ok, result.message);
      this.changed(userId);
    }
    return { success: result.ok, message: result.message };
  }

  /**
   * What the banner shows. Own active settings come first, then the server-wide SMTP_URL, else
   * sends are simulated. Settings never tested yet are tested now (once, however many ask).
   */
  async status(actor: Actor | null): Promise<EmailStatus> {
    const { userId } = requireActor(actor, 'read');
    const settings = await this.find(userId);
    if (settings?.isActive) {
      let check: Check | null =
        settings.lastCheckOk === null || settings.lastCheckOk === undefined
          ? null
          : { ok: settings.lastCheckOk, message: settings.lastCheckMessage ?? '', at: 0 };
      if (!check)
        check = await this.once(`user:${settings.id}:${settings.updatedAt.getTime()}`, () =>
          this.verifyStored(settings),
        );
      const where = `${settings.smtpHost}:${settings.smtpPort}`;
      return check.ok
        ? {
            configured: true,
            connected: true,
            message: `Ready: emails are sent through your SMTP server ${where} as ${settings.smtpUser}.`,
          }
        : {
            configured: true,
            connected: false,
            message: `Your SMTP server ${where} is not working: ${trimStop(check.message)}. Emails cannot be delivered until the settings are fixed; test the connection in Email Settings.`,
          };
    }
    const { smtpUrl, smtpFrom } = this.deps.config;
    if (smtpUrl && smtpFrom) {
      const target = serverSmtpTarget(smtpUrl, smtpFrom);
      const check = await this.serverCheck(smtpUrl, target);
      const where = `${target.host}:${target.port}`;
      return check.ok
        ? {
            configured: true,
            connected: true,
            message: `Ready: emails are sent through the server's SMTP server ${where} (SMTP_URL) from ${smtpFrom}.`,
          }
        : {
            configured: true,
            connected: false,
            message: `The server's SMTP server ${where} (SMTP_URL) is not working: ${trimStop(check.message)}. Emails cannot be delivered until it is fixed, or until you configure your own SMTP server in Email Settings.`,
          };
    }
    return { configured: false, connected: false, message: settings ? INACTIVE_MESSAGE : SIMULATED_MESSAGE };
  }

  /**
   * For the sending engine: where `userId`'s emails go. Their own active settings (password
   * opened), else the server-wide SMTP_URL with SMTP_FROM, else null: simulate and log.
   * Throws AppError when the stored password cannot be opened (and records that as the status).
   */
  async smtpFor(userId: string): Promise<SmtpTarget | null> {
    const settings = await this.fresh().findOne(EmailSettings, { user: userId, isActive: true });
    if (settings) {
      let target: SmtpTarget;
      try {
        target = storedTarget(settings, this.deps.secretBox.open(settings.smtpPassword));
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        await this.recordConnectionCheck(userId, false, UNREADABLE_PASSWORD);
        throw unreadablePassword();
      }
      return this.signed(userId, target);
    }
    const { smtpUrl, smtpFrom } = this.deps.config;
    return smtpUrl && smtpFrom ? this.signed(userId, serverSmtpTarget(smtpUrl, smtpFrom)) : null;
  }

  /**
   * Where `userId`'s mail comes from, without opening any password (for sender authentication):
   * their own active settings, else the server-wide SMTP_FROM, else their saved but inactive
   * settings (where it will come from once they are turned on); null without any.
   */
  async sendingIdentity(
    userId: string,
  ): Promise<{ fromEmail: string; smtpHost: string; source: 'user' | 'server' } | null> {
    const settings = await this.fresh().findOne(EmailSettings, { user: userId });
    const own = settings
      ? { fromEmail: settings.fromEmail, smtpHost: settings.smtpHost, source: 'user' as const }
      : null;
    if (settings?.isActive) return own;
    const { smtpUrl, smtpFrom } = this.deps.config;
    if (smtpUrl && smtpFrom)
      return { fromEmail: smtpFrom, smtpHost: serverSmtpTarget(smtpUrl, smtpFrom).host, source: 'server' };
    return own;
  }

  /** `target` with the DKIM signing of its From domain, when the user turned it on. */
  private async signed(userId: string, target: SmtpTarget): Promise<SmtpTarget> {
    const dkim = await this.services.senderAuthentication.signingFor(userId, target.fromEmail);
    return dkim ? { ...target, dkim } : target;
  }

  /**
   * For the sending engines: how talking to `userId`'s SMTP server went while delivering (`ok`
   * false only for connection, TLS or login failures: see isConnectionFailure). Recorded as the
   * last connection check, as a test is: the status the banner shows, pushed on
   * EMAIL_STATUS_CHANGED when it changed. Simulated sends need no call.
   */
  async recordConnectionCheck(userId: string, ok: boolean, message: string): Promise<void> {
    const text = message.slice(0, 500);
    const settings = await this.fresh().findOne(EmailSettings, { user: userId, isActive: true });
    if (settings) {
      const changed = settings.lastCheckOk !== ok || (!ok && settings.lastCheckMessage !== text);
      const stale =
        !settings.lastCheckedAt ||
        this.now().getTime() - settings.lastCheckedAt.getTime() >= DELIVERY_RECORD_INTERVAL_MS;
      if (changed || stale) await this.record(settings.id, ok, text);
      if (changed) this.changed(userId);
      return;
    }
    const { smtpUrl } = this.deps.config;
    if (!smtpUrl) return;
    const before = this.serverChecks.get(smtpUrl);
    this.serverChecks.set(smtpUrl, { ok, message: text, at: performance.now() });
    if (!before || before.ok !== ok || (!ok && before.message !== text)) this.changed(userId);
  }

  private find(userId: string): Promise<EmailSettings | null> {
    // Re-read every time: a subscription keeps one EntityManager across many events.
    return this.em.findOne(EmailSettings, { user: userId }, { refresh: true });
  }

  /** An EntityManager of its own, outside any transaction the caller (the engine) has open. */
  private fresh(): EntityManager {
    return this.deps.orm.em.fork() as EntityManager;
  }

  private async upsert(userId: string, data: SmtpSettingsInput): Promise<EmailSettings> {
    const existing = await this.find(userId);
    if (!existing && !data.smtpPassword) throw passwordRequired();
    const sealed = data.smtpPassword ? this.deps.secretBox.seal(data.smtpPassword) : null;
    const fields = {
      smtpHost: data.smtpHost,
      smtpPort: data.smtpPort,
      smtpSecure: data.smtpSecure,
      smtpUser: data.smtpUser,
      fromEmail: data.fromEmail,
      fromName: data.fromName,
      isActive: data.isActive,
      sendRatePerSecond: data.sendRatePerSecond,
      sendConnections: data.sendConnections,
      hourlyQuota: data.hourlyQuota,
      dailyQuota: data.dailyQuota,
    };
    if (!existing) {
      const created = this.em.create(EmailSettings, {
        user: this.em.getReference(User, userId),
        ...fields,
        smtpPassword: sealed ?? '',
      });
      await this.em.persist(created).flush();
      return created;
    }
    const passwordChanged = sealed !== null && !this.samePassword(existing, data.smtpPassword);
    if (!sameConnection(existing, data) || passwordChanged) {
      // Another server or login: what was tested before says nothing about it.
      Object.assign(existing, { lastCheckedAt: null, lastCheckOk: null, lastCheckMessage: null });
    }
    Object.assign(existing, fields);
    if (sealed) existing.smtpPassword = sealed;
    await this.em.flush();
    return existing;
  }

  private samePassword(settings: EmailSettings, password: string | null): boolean {
    try {
      return password !== null && this.deps.secretBox.open(settings.smtpPassword) === password;
    } catch {
      return false;
    }
  }

  private async verifyStored(settings: EmailSettings): Promise<Check> {
    let password: string;
    try {
      password = this.deps.secretBox.open(settings.smtpPassword);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      await this.record(settings.id, false, UNREADABLE_PASSWORD);
      return { ok: false, message: UNREADABLE_PASSWORD, at: performance.now() };
    }
    const result = await verifySmtp(storedTarget(settings, password));
    await this.record(settings.id, result.ok, result.message);
    return { ...result, at: performance.now() };
  }

  private async serverCheck(smtpUrl: string, target: SmtpTarget): Promise<Check> {
    const known = this.serverChecks.get(smtpUrl);
    if (known && (known.ok || performance.now() - known.at < SERVER_RECHECK_MS)) return known;
    return this.once(`server:${smtpUrl}`, async () => {
      const result = await verifySmtp(target);
      const check = { ...result, at: performance.now() };
      this.serverChecks.set(smtpUrl, check);
      return check;
    });
  }

  /** Runs the check `key` once at a time: callers meanwhile share its answer. */
  private once(key: string, run: () => Promise<Check>): Promise<Check> {
    const running = this.checksUnderway.get(key);
    if (running) return running;
    const started = run().finally(() => this.checksUnderway.delete(key));
    this.checksUnderway.set(key, started);
    return started;
  }

  private async record(id: string, ok: boolean, message: string): Promise<void> {
    await this.fresh().nativeUpdate(
      EmailSettings,
      { id },
      { lastCheckedAt: this.now(), lastCheckOk: ok, lastCheckMessage: message.slice(0, 500) },
    );
  }

  private changed(userId: string): void {
    this.deps.events.publish('EMAIL_STATUS_CHANGED', userId, { userId });
  }
}

function targetOf(data: SmtpSettingsInput, password: string): SmtpTarget {
  return {
    source: 'user',
    host: data.smtpHost,
    port: data.smtpPort,
    secure: data.smtpSecure,
    user: data.smtpUser,
    password,
    fromEmail: data.fromEmail,
    fromName: data.fromName,
  };
}

function storedTarget(s: EmailSettings, password: string): SmtpTarget {
  return {
    source: 'user',
    host: s.smtpHost,
    port: s.smtpPort,
    secure: s.smtpSecure,
    user: s.smtpUser,
    password,
    fromEmail: s.fromEmail,
    fromName: s.fromName ?? null,
    ...limitsOf(s),
  };
}

/** The sending limits set for the server, when any is (the rest: the defaults). */
function limitsOf(s: EmailSettings): Pick<SmtpTarget, 'limits'> {
  const limits = {
    ratePerSecond: s.sendRatePerSecond ?? null,
    maxConnections: s.sendConnections ?? null,
    hourlyQuota: s.hourlyQuota ?? null,
    dailyQuota: s.dailyQuota ?? null,
  };
  return Object.values(limits).some((v) => v !== null) ? { limits } : {};
}

const trimStop = (text: string) => text.trim().replace(/[.\s]+$/, '') || 'the connection failed';

function toView(s: EmailSettings): EmailSettingsView {
  return {
    id: s.id,
    smtpHost: s.smtpHost,
    smtpPort: s.smtpPort,
    smtpSecure: s.smtpSecure,
    smtpUser: s.smtpUser,
    fromEmail: s.fromEmail,
    fromName: s.fromName ?? null,
    isActive: s.isActive,
    hasPassword: Boolean(s.smtpPassword),
    sendRatePerSecond: s.sendRatePerSecond ?? null,
    sendConnections: s.sendConnections ?? null,
    hourlyQuota: s.hourlyQuota ?? null,
    dailyQuota: s.dailyQuota ?? null,
    lastTestedAt: s.lastCheckedAt ?? null,
    lastTestOk: s.lastCheckOk ?? null,
    lastTestMessage: s.lastCheckMessage ?? null,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
