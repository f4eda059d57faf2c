import { sql, type EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { hashPassword, verifyPassword } from '../../shared/auth/password';
import { inTransaction, isUniqueViolation } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import {
  ACCOUNT_MESSAGES,
  avatarNotAnImage,
  avatarTooLarge,
  currentPasswordRequired,
  currentPasswordWrong,
  emailTaken,
  invalidCredentials,
  signUpRefused,
  usernameTaken,
} from './accounts.errors';
import {
  EMAIL_CHANGED_NOTICE_JOB,
  EMAIL_CHANGED_NOTICE_OPTIONS,
  PASSWORD_CHANGED_NOTICE_JOB,
  SIGN_UP_NOTICE_JOB,
  SIGN_UP_NOTICE_OPTIONS,
} from './accounts.jobs';
import { emailChangedNotice } from './email-changed-notice';
import { passwordChangedNotice } from './password-changed-notice';
import { passwordStrengthProblem } from './password-strength';
import { signUpNotice } from './sign-up-notice';
import { credentialsSchema, profileSchema, registrationSchema } from './accounts.schemas';
import { User } from './user.entity';

export type RequestMeta = { ip: string };
/** A sign-up's request: its address, and its browser's device cookie (hashed) when it has one. */
export type SignUpMeta = RequestMeta & { deviceHash?: string | null };

/** 002 §9: the largest avatar a user may upload. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** A sign-up's outcome: a new account, or (created false) the owner signed in with their password. */
export type SignUpResult = { user: User; created: boolean };

/** Claims an identity provider vouched for. */
export type OidcIdentity = {
  subject: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  picture?: string | null;
};

/** An identity-provider sign-in's account; with two-factor on, nothing is signed in or linked yet. */
export type OidcSignInResult = { user: User; twoFactorRequired: boolean };

/** Accounts: sign-up, sign-in (password or OpenID Connect), the profile, and session upkeep. */
export class AccountsService extends Service {
  findUser(userId: string): Promise<User | null> {
    return this.em.findOne(User, { id: userId });
  }

  /**
   * Creates an account, or, for an address that has one (issue 14, finding 5): signs the owner
   * in when the password is theirs, else refuses like any refused sign-up (never saying the
   * address has an account) and emails the owner that someone tried. Either way one argon2
   * operation is spent (a hash for a new account, a check for an existing one), so timing does
   * not tell the two apart.
   */
  async register(input: unknown, meta: SignUpMeta): Promise<SignUpResult> {
    const { email, password, referralCode } = parseInput(registrationSchema, input);
    await this.deps.limits.signUpPerIp.consume(meta.ip, ACCOUNT_MESSAGES.tooManySignUps);
    const existing = await this.findByEmail(email, true);
    if (existing)
      return { user: await this.signUpAsExisting(existing, email, password, meta), created: false };
    const user = this.em.create(User, { email, passwordHash: await hashPassword(password) });
    try {
      await this.em.persistAndFlush(user);
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides, the other is refused.
      if (isUniqueViolation(error)) throw signUpRefused();
      throw error;
    }
    await this.deps.domainEvents.emit('account.created', {
      userId: user.id,
      email: user.email,
      referralCode: referralCode ?? null,
      deviceHash: meta.deviceHash ?? null,
    });
    this.deps.log.info({ userId: user.id }, 'account created');
    return { user, created: true };
  }

  /**
   * A sign-up with an address that has an account. Its password is checked as a sign-in
   * checks it, under the same per address-and-email failure limit (a sign-up is no way around
   * it): the owner's own password signs them in; anything else, or an address made to wait,
   * gets the neutral refusal and the owner an email (at most one an hour).
   */
  private async signUpAsExisting(
    user: User,
    email: string,
    password: string,
    meta: RequestMeta,
  ): Promise<User> {
    const { signInFailures } = this.deps.limits;
    const key = `${meta.ip}|${email}`;
    const waiting = await signInFailures.check(key, ACCOUNT_MESSAGES.tooManyAttempts).then(
      () => false,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return true;
        throw error;
      },
    );
    // Checked even while waiting: the same work as the hash of a new account.
    const matches = await verifyPassword(user.passwordHash, password);
    // With two-factor on, a sign-up is no way around the code step: refused like any other.
    if (matches && !waiting && !(await this.services.twoFactor.isEnabled(user.id))) {
      await signInFailures.reset(key);
      this.deps.log.info({ userId: user.id }, "sign-up with the account owner's password: signed in");
      return user;
    }
    if (!matches) await signInFailures.fail(key);
    await this.deps.jobs.send(SIGN_UP_NOTICE_JOB, { userId: user.id }, SIGN_UP_NOTICE_OPTIONS(user.id));
    this.deps.log.info({ userId: user.id }, 'sign-up refused: the address has an account; owner notified');
    throw signUpRefused();
  }

  /** Emails the owner of `userId` that someone tried to sign up with their address (the notice job). */
  async sendSignUpNotice(userId: string): Promise<void> {
    const user = await this.findUser(userId);
    if (!user) return;
    if (!(await this.services.accountNotifications.settingsOf(userId)).signUpNotices) return;
    await this.services.systemMail.send(signUpNotice(user.email, this.deps.config.publicUrl), {
      userId,
      notice: 'sign-up attempt',
    });
  }

  /**
   * Same answer for an unknown email and a wrong password. Attempts are limited per address;
   * failures for an email from one address make that address wait longer each time (keyed on
   * both, so failing on purpose elsewhere cannot lock the owner out).
   */
  async authenticate(input: unknown, meta: RequestMeta): Promise<User> {
    const { email, password } = parseInput(credentialsSchema, input);
    const { signInPerIp, signInFailures } = this.deps.limits;
    const key = `${meta.ip}|${email}`;
    await signInPerIp.consume(meta.ip, ACCOUNT_MESSAGES.tooManyAttempts);
    await signInFailures.check(key, ACCOUNT_MESSAGES.tooManyAttempts);
    const user = await this.findByEmail(email, true);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await signInFailures.fail(key);
      throw invalidCredentials();
    }
    await signInFailures.reset(key);
    return user;
  }

  /**
   * The account an identity provider's person signs in to: the one linked to their subject,
   * else the one with their (verified) email, else a new one. An account with two-factor on is
   * neither linked nor changed here (twoFactorRequired): the provider vouches for the address,
   * not for the account's second factor, so that waits for the code step (linkOidc).
   */
  async signInWithOidc(identity: OidcIdentity, deviceHash: string | null = null): Promise<OidcSignInResult> {
    const email = identity.email.trim().toLowerCase();
    const existing =
      (await this.em.findOne(User, { oidcSubject: identity.subject })) ?? (await this.findByEmail(email));
    if (existing && (await this.services.twoFactor.isEnabled(existing.id)))
      return { user: existing, twoFactorRequired: true };
    const user = existing ?? this.em.create(User, { email, oidcSubject: identity.subject });
    this.applyOidcIdentity(user, identity);
    await this.em.persistAndFlush(user);
    // An account made here is an account like any other: its trial starts, and so on.
    if (!existing)
      await this.deps.domainEvents.emit('account.created', {
        userId: user.id,
        email,
        referralCode: null,
        deviceHash,
      });
    return { user, twoFactorRequired: false };
  }

  /** After an identity-provider sign-in passed its code step: the account takes the identity's link. */
  async linkOidc(userId: string, identity: OidcIdentity): Promise<void> {
    const user = await this.em.findOne(User, { id: userId });
    // Linked to another account in the meantime: that link stands, this sign-in still counts.
    const holder = await this.em.findOne(User, { oidcSubject: identity.subject });
    if (!user || (holder && holder.id !== userId)) return;
    this.applyOidcIdentity(user, identity);
    await this.em.flush();
  }

  /** The subject links the account; the provider's names and picture fill only what is empty. */
  private applyOidcIdentity(user: User, identity: OidcIdentity): void {
    user.oidcSubject = identity.subject;
    user.firstName ??= identity.firstName ?? null;
    user.lastName ??= identity.lastName ?? null;
    user.profileImageUrl ??= identity.picture ?? null;
  }

  /**
   * PATCH /api/users/profile and updateProfile (002 §2, §7): names, bio, username and, with the
   * current password, the email and the password. The old address is told of a new one (a job,
   * committed with the change); a new password ends every session of the user but the caller's
   * own (`keepSessionId`), so whoever else held one is signed out, and the account is told.
   */
  async updateProfile(
    actor: Actor | null,
    input: unknown,
    keepSessionId: string | null = null,
  ): Promise<User> {
    const { userId } = requireActor(actor, 'write');
    const changes = parseInput(profileSchema, input);
    const ended: string[] = [];
    const user = await inTransaction(this.em, async (tx) => {
      const user = await tx.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
      const oldEmail = user.email;
      const newEmail = changes.email !== undefined && changes.email !== oldEmail ? changes.email : null;
      if (newEmail || changes.newPassword) await this.confirmCurrentPassword(user, changes.currentPassword);
      if (changes.newPassword) {
        const problem = passwordStrengthProblem(changes.newPassword, newEmail ?? oldEmail);
        if (problem) throw new AppError('BAD_USER_INPUT', problem, { fieldErrors: { newPassword: problem } });
        user.passwordHash = await hashPassword(changes.newPassword);
      }
      if (changes.firstName !== undefined) user.firstName = changes.firstName;
      if (changes.lastName !== undefined) user.lastName = changes.lastName;
      if (changes.bio !== undefined) user.bio = changes.bio || null;
      if (changes.username !== undefined) {
        const username = changes.username || null;
        if (username && (await this.usernameTakenByOther(tx, username, userId))) throw usernameTaken();
        user.username = username;
      }
      if (newEmail) {
        if (await this.findByEmail(newEmail)) throw emailTaken();
        user.email = newEmail;
      }
      await tx.flush();
      if (changes.newPassword) {
        ended.push(...(await this.endOtherSessions(tx, userId, keepSessionId)));
        // Told at the account's address (the new one when both change): always, a security notice.
        await this.deps.jobs.send(PASSWORD_CHANGED_NOTICE_JOB, { userId }, { tx });
      }
      if (newEmail)
        await this.deps.jobs.send(
          EMAIL_CHANGED_NOTICE_JOB,
          { userId, oldEmail },
          { ...EMAIL_CHANGED_NOTICE_OPTIONS, tx },
        );
      return user;
    }).catch((error: unknown) => {
      // Two requests racing for one name or address: the unique index decides.
      if (isUniqueViolation(error, 'users_username_lower_unique')) throw usernameTaken();
      if (isUniqueViolation(error, 'users_email_lower_unique')) throw emailTaken();
      throw error;
    });
    if (ended.length > 0) {
      // Processes that cached these sessions forget them now.
      this.deps.events.publish('SESSIONS_ENDED', { sids: ended });
      this.deps.log.info({ userId, ended: ended.length }, 'password changed: other sessions signed out');
    }
    this.deps.events.publish('USER_UPDATED', user.id, { userId: user.id });
    return user;
  }

  /** Emails the account's previous address that it was changed (the email-changed notice job). */
  async sendEmailChangedNotice(userId: string, oldEmail: string): Promise<void> {
    const user = await this.findUser(userId);
    if (!user) return;
    await this.services.systemMail.send(
      emailChangedNotice(oldEmail, user.email, this.deps.config.publicUrl),
      {
        userId,
        notice: 'email changed',
      },
    );
  }

  /** Emails the account that its password was changed (the password-changed notice job). */
  async sendPasswordChangedNotice(userId: string): Promise<void> {
    const user = await this.findUser(userId);
    if (!user) return;
    await this.services.systemMail.send(passwordChangedNotice(user.email, this.deps.config.publicUrl), {
      userId,
      notice: 'password changed',
    });
  }

  /**
   * POST /api/users/upload-photo (002 §5, §7): an image of at most 5 MB, by its bytes; stored
   * re-encoded by the media module. The previous avatar's file goes once the new one is saved.
   */
  async uploadPhoto(
    actor: Actor | null,
    file: { buffer: Buffer; size: number } | undefined,
  ): Promise<string> {
    const { userId } = requireActor(actor, 'write');
    if (!file || file.size === 0) throw avatarNotAnImage();
    if (file.size > MAX_AVATAR_BYTES) throw avatarTooLarge();
    const imageUrl = await this.services.media.storeAvatar(userId, file.buffer);
    if (!imageUrl) throw avatarNotAnImage();
    const user = await this.em.findOneOrFail(User, { id: userId });
    const previous = user.profileImageUrl;
    user.profileImageUrl = imageUrl;
    try {
      await this.em.flush();
    } catch (error) {
      await this.services.media.removeAvatar(userId, imageUrl);
      throw error;
    }
    if (previous) await this.services.media.removeAvatar(userId, previous);
    this.deps.events.publish('USER_UPDATED', user.id, { userId: user.id });
    return imageUrl;
  }

  /**
   * The current password, under the sign-in failure limit (keyed on the account): a borrowed
   * session cannot guess its way to the owner's address or password.
   */
  private async confirmCurrentPassword(user: User, password: string | null | undefined): Promise<void> {
    if (!password) throw currentPasswordRequired();
    const { signInFailures } = this.deps.limits;
    const key = `profile|${user.id}`;
    await signInFailures.check(key, ACCOUNT_MESSAGES.tooManyAttempts);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await signInFailures.fail(key);
      throw currentPasswordWrong();
    }
    await signInFailures.reset(key);
  }

  private async usernameTakenByOther(tx: EntityManager, username: string, userId: string): Promise<boolean> {
    const other = await tx.findOne(User, {
      [sql.lower('username')]: username.toLowerCase(),
      id: { $ne: userId },
    });
    return other !== null;
  }

  /** Deletes the user's sessions except `keep` (connect-pg-simple rows; sess holds the user id). */
  private async endOtherSessions(tx: EntityManager, userId: string, keep: string | null): Promise<string[]> {
    const rows = await tx
      .getConnection()
      .execute<Array<{ sid: string }>>(
        "delete from sessions where sess->>'userId' = ? and sid <> ? returning sid",
        [userId, keep ?? ''],
        'all',
        tx.getTransactionContext(),
      );
    return rows.map((r) => r.sid);
  }

  /** Deletes sessions that expired before `now`; answers how many. */
  async pruneExpiredSessions(now: Date): Promise<number> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ sid: string }>>('delete from sessions where expire < ? returning sid', [now]);
    // Processes that cached these sessions forget them now, not when their cache runs out.
    if (rows.length > 0) this.deps.events.publish('SESSIONS_ENDED', { sids: rows.map((r) => r.sid) });
    return rows.length;
  }

  /** Matches case-insensitively through the lower(email) unique index. */
  private findByEmail(email: string, withPassword = false): Promise<User | null> {
    return this.em.findOne(
      User,
      { [sql.lower('email')]: email.toLowerCase() },
      withPassword ? { populate: ['passwordHash'] } : {},
    );
  }
}
