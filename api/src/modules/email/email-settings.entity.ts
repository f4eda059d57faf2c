import { DecimalType, Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/** A user's own SMTP server. The password is stored encrypted and never exposed. */
@Entity({ tableName: 'email_settings' })
export class EmailSettings extends TimestampedEntity<'smtpPort' | 'smtpSecure' | 'isActive'> {
  @OneToOne(() => User, {
    ref: true,
    owner: true,
    deleteRule: 'cascade',
    unique: 'email_settings_user_id_unique',
  })
  user!: Ref<User>;

  @Property({ type: 'text' })
  smtpHost!: string;

  @Property({ type: 'integer', default: 465 })
  smtpPort: number = 465;

  @Property({ type: 'boolean', default: true })
  smtpSecure: boolean = true;

  @Property({ type: 'text' })
  smtpUser!: string;

  @Property({ type: 'text', hidden: true })
  smtpPassword!: string;

  @Property({ type: 'text' })
  fromEmail!: string;

  @Property({ type: 'text', nullable: true })
  fromName?: string | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  /**
   * Sending limits of this server (what the provider allows), shared by every worker process;
   * null: the server-wide default (CAMPAIGN_SEND_RATE, _CONNECTIONS, _HOURLY_QUOTA, _DAILY_QUOTA).
   * Rate and quotas: 0 means no limit. The rate is numeric (the schema keeps no floating-point
   * columns), read as a number.
   */
  @Property({ type: new DecimalType('number'), precision: 10, scale: 3, nullable: true })
  sendRatePerSecond?: number | null;

  @Property({ type: 'integer', nullable: true })
  sendConnections?: number | null;

  @Property({ type: 'integer', nullable: true })
  hourlyQuota?: number | null;

  @Property({ type: 'integer', nullable: true })
  dailyQuota?: number | null;

  /**
   * The last connection check: a test (POST /api/email/test) or a real delivery. Feeds the email
   * service status; answered to clients as lastTestedAt, lastTestOk and lastTestMessage.
   */
  @Property({ type: 'timestamptz', nullable: true })
  lastCheckedAt?: Date | null;

  @Property({ type: 'boolean', nullable: true })
  lastCheckOk?: boolean | null;

  @Property({ type: 'text', nullable: true })
  lastCheckMessage?: string | null;
}
