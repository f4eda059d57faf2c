import { sql } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { hashPassword, verifyPassword } from '../../shared/auth/password';
import { isUniqueViolation } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { ACCOUNT_MESSAGES, emailTaken, invalidCredentials } from './accounts.errors';
import { credentialsSchema, profileSchema, registrationSchema } from './accounts.schemas';
import { User } from './user.entity';

export type RequestMeta = { ip: string };

/** Claims an identity provider vouched for. */
export type OidcIdentity = {
  subject: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  picture?: string | null;
};

/** Accounts: sign-up, sign-in (password or OpenID Connect), the profile, and session upkeep. */
export class AccountsService extends Service {
  findUser(userId: string): Promise<User | null> {
    return this.em.findOne(User, { id: userId });
  }

  async register(input: unknown, meta: RequestMeta): Promise<User> {
    const { email, password, referralCode } = parseInput(registrationSchema, input);
    await this.deps.limits.signUpPerIp.consume(meta.ip, ACCOUNT_MESSAGES.tooManySignUps);
    if (await this.findByEmail(email)) throw emailTaken();
    const user = this.em.create(User, { email, passwordHash: await hashPassword(password) });
    try {
      await this.em.persistAndFlush(user);
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await this.deps.domainEvents.emit('account.created', {
      userId: user.id,
      email: user.email,
      referralCode: referralCode ?? null,
    });
    this.deps.log.info({ userId: user.id }, 'account created');
    return user;
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

  /** Finds the account linked to an identity provider subject, links one by email, or creates one. */
  async signInWithOidc(identity: OidcIdentity): Promise<User> {
    const email = identity.email.trim().toLowerCase();
    let user =
      (await this.em.findOne(User, { oidcSubject: identity.subject })) ?? (await this.findByEmail(email));
    if (!user) {
      user = this.em.create(User, { email, oidcSubject: identity.subject });
    }
    user.oidcSubject = identity.subject;
    user.firstName ??= identity.firstName ?? null;
    user.lastName ??= identity.lastName ?? null;
    user.profileImageUrl ??= identity.picture ?? null;
    await this.em.persistAndFlush(user);
    return user;
  }

  async updateProfile(actor: Actor | null, input: unknown): Promise<User> {
    const { userId } = requireActor(actor, 'write');
    const changes = parseInput(profileSchema, input);
    const user = await this.em.findOneOrFail(User, { id: userId });
    if (changes.firstName !== undefined) user.firstName = changes.firstName || null;
    if (changes.lastName !== undefined) user.lastName = changes.lastName || null;
    await this.em.flush();
    this.deps.events.publish('USER_UPDATED', user.id, { userId: user.id });
    return user;
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
