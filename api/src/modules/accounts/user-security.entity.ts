import { Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from './user.entity';

/**
 * A user's sign-in protection and which account emails they get: one row per user, made on
 * first use. The TOTP secret is sealed with the app's SecretBox and never leaves the server
 * after the setup screen showed it once.
 */
@Entity({ tableName: 'user_security' })
export class UserSecurity extends TimestampedEntity<
  'loginNotifications' | 'signUpNotices' | 'twoFactorEnabledAt' | 'lastTotpStep'
> {
  @OneToOne(() => User, {
    ref: true,
    owner: true,
    deleteRule: 'cascade',
    unique: 'user_security_user_id_unique',
  })
  user!: Ref<User>;

  /** The sealed secret being set up (shown, not yet confirmed) or in use (enabled). */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret?: string | null;

  /** Set once a code confirmed the secret: from then on sign-in asks for a code. */
  @Property({ type: 'timestamptz', nullable: true })
  twoFactorEnabledAt?: Date | null;

  /** The 30-second step of the last accepted code: that code and older ones are refused (no replay). */
  @Property({ type: 'bigint', nullable: true })
  lastTotpStep?: string | null;

  /** Email me when my account is signed in from a new device or browser. */
  @Property({ type: 'boolean', default: true })
  loginNotifications: boolean = true;

  /** Email me when someone tries to create an account with my address. */
  @Property({ type: 'boolean', default: true })
  signUpNotices: boolean = true;
}
