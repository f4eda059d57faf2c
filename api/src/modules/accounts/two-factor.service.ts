import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { RecoveryCode } from './recovery-code.entity';
import { invalidCode, SECURITY_MESSAGES, sessionOnly } from './security.errors';
import { codeSchema } from './security.schemas';
import { UserSecurity } from './user-security.entity';
import { User } from './user.entity';

const ISSUER = 'FunnelForge';
/** How long the code step waits after the password step. */
const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000;
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without look-alikes (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What the setup screen shows once: the QR code and the same secret as text. */
export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** xxxxx-xxxxx from 10 random characters of a 31-letter alphabet (about 50 bits). */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Two-factor authentication with time-based codes (RFC 6238) and one-time recovery codes. */
export class TwoFactorService extends Service {
  private totp(secret: string, email: string): TOTP {
    return new TOTP({
      issuer: ISSUER,
      label: email,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });
  }

  /** Security settings change only from a signed-in browser, never with an API key. */
  private sessionUser(actor: Actor | null): string {
    const { userId, via } = requireActor(actor, 'write');
    if (via !== 'session') throw sessionOnly();
    return userId;
  }

  private async settingsOf(userId: string): Promise<UserSecurity | null> {
    return this.em.findOne(UserSecurity, { user: userId }, { populate: ['totpSecret'] });
  }

  /** When a password step that needs a code now stops waiting for it. */
  pendingUntil(): number {
    return this.now().getTime() + TWO_FACTOR_PENDING_MS;
  }

  isPending(until: number): boolean {
    return until > this.now().getTime();
  }

  async isEnabled(userId: string): Promise<boolean> {
    const settings = await this.em.findOne(UserSecurity, { user: userId });
    return Boolean(settings?.twoFactorEnabledAt);
  }

  async status(actor: Actor | null): Promise<TwoFactorStatus> {
    const { userId } = requireActor(actor, 'read');
    const enabled = await this.isEnabled(userId);
    const recoveryCodesLeft = enabled ? await this.em.count(RecoveryCode, { user: userId, usedAt: null }) : 0;
    return { enabled, recoveryCodesLeft };
  }

  /**
   * A new secret, sealed at rest, answered this once with its QR code. Starting again replaces
   * a secret that was never confirmed; nothing changes for sign-in until a code confirms it.
   */
  async startSetup(actor: Actor | null): Promise<TwoFactorSetup> {
    const userId = this.sessionUser(actor);
    const user = await this.em.findOneOrFail(User, { id: userId });
    let settings = await this.settingsOf(userId);
    if (settings?.twoFactorEnabledAt) throw new AppError('CONFLICT', SECURITY_MESSAGES.alreadyEnabled);
    const secret = new Secret({ size: 20 }).base32;
    settings ??= this.em.create(UserSecurity, { user: userId });
    settings.totpSecret = this.deps.secretBox.seal(secret);
    settings.lastTotpStep = null;
    await this.em.persistAndFlush(settings);
    const otpauthUrl = this.totp(secret, user.email).toString();
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 220,
    });
    return { secret, otpauthUrl, qrCodeDataUrl };
  }

  /** A current code confirms the secret: two-factor is on, and the recovery codes are answered once. */
  async confirmSetup(actor: Actor | null, input: unknown): Promise<string[]> {
    const userId = this.sessionUser(actor);
    const { code } = parseInput(codeSchema, input);
    const settings = await this.settingsOf(userId);
    if (settings?.twoFactorEnabledAt) throw new AppError('CONFLICT', SECURITY_MESSAGES.alreadyEnabled);
    if (!settings?.totpSecret) throw new AppError('BAD_USER_INPUT', SECURITY_MESSAGES.noSetup);
    if (!(await this.acceptTotp(userId, settings.totpSecret, code))) throw invalidCode();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await inTransaction(this.em, async (tx) => {
      await tx.nativeDelete(RecoveryCode, { user: userId });
      for (const recovery of codes)
        tx.persist(tx.create(RecoveryCode, { user: userId, codeHash: hashCode(recovery) }));
      await tx.nativeUpdate(UserSecurity, { user: userId }, { twoFactorEnabledAt: this.now() });
    });
    this.deps.log.info({ userId }, 'two-factor authentication enabled');
    return codes;
  }

  /** Turning it off takes a current code (or a recovery code): a stolen session alone cannot. */
  async disable(actor: Actor | null, input: unknown): Promise<boolean> {
    const userId = this.sessionUser(actor);
    const { code } = parseInput(codeSchema, input);
    const settings = await this.settingsOf(userId);
    if (!settings?.twoFactorEnabledAt || !settings.totpSecret)
      throw new AppError('BAD_USER_INPUT', SECURITY_MESSAGES.notEnabled);
    if (!(await this.acceptCode(userId, settings.totpSecret, code))) throw invalidCode();
    await inTransaction(this.em, async (tx) => {
      await tx.nativeDelete(RecoveryCode, { user: userId });
      await tx.nativeUpdate(
        UserSecurity,
        { user: userId },
        { totpSecret: null, twoFactorEnabledAt: null, lastTotpStep: null },
      );
    });
    this.deps.log.info({ userId }, 'two-factor authentication disabled');
    return true;
  }

  /**
   * The second step of a sign-in: a current code or an unused recovery code. Wrong codes make
   * this address wait longer for this account each time (shared/auth/rate-limits).
   */
  async verifySignIn(userId: string, input: unknown, ip: string): Promise<void> {
    const { code } = parseInput(codeSchema, input);
    const { signInPerIp, twoFactorFailures } = this.deps.limits;
    const key = `${ip}|${userId}`;
    await signInPerIp.consume(ip, SECURITY_MESSAGES.tooManyCodes);
    await twoFactorFailures.check(key, SECURITY_MESSAGES.tooManyCodes);
    const settings = await this.settingsOf(userId);
    if (!settings?.twoFactorEnabledAt || !settings.totpSecret) return;
    if (!(await this.acceptCode(userId, settings.totpSecret, code))) {
      await twoFactorFailures.fail(key);
      throw invalidCode();
    }
    await twoFactorFailures.reset(key);
  }

  private acceptCode(userId: string, sealed: string, code: string): Promise<boolean> {
    return /^\d{6}$/.test(code) ? this.acceptTotp(userId, sealed, code) : this.useRecoveryCode(userId, code);
  }

  /**
   * A code of the current step (or one step either side, for clock drift), newer than the last
   * accepted one: the conditional update makes a code usable once even when two requests race.
   */
  private async acceptTotp(userId: string, sealed: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const user = await this.em.findOneOrFail(User, { id: userId });
    const timestamp = this.now().getTime();
    const delta = this.totp(this.deps.secretBox.open(sealed), user.email).validate({
      token: code,
      timestamp,
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string }>>(
        'update user_security set last_totp_step = ? where user_id = ? and (last_totp_step is null or last_totp_step < ?) returning id',
        [step, userId, step],
      );
    return rows.length === 1;
  }

  private async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const normalised = code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string }>>(
        'update recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null returning id',
        [this.now(), userId, hashCode(normalised)],
      );
    if (rows.length === 1) this.deps.log.info({ userId }, 'two-factor recovery code used');
    return rows.length === 1;
  }
}
