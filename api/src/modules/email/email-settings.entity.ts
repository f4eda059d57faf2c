import { Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts/user.entity';

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

  /** The last connection test (POST /api/email/test or a send): feeds the email service status. */
  @Property({ type: 'timestamptz', nullable: true })
  lastTestedAt?: Date | null;

  @Property({ type: 'boolean', nullable: true })
  lastTestOk?: boolean | null;

  @Property({ type: 'text', nullable: true })
  lastTestMessage?: string | null;
}
