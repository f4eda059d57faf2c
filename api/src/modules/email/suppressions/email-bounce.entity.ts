import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../../shared/db/base.entity';
import { User } from '../../accounts';

/**
 * One bounce of one address: a 5xx answer while sending, or a delivery status notification
 * that came back. Soft ones are counted within a window before the address is suppressed.
 */
@Entity({ tableName: 'email_bounces' })
@Index({ name: 'email_bounces_user_id_email_created_at_index', properties: ['user', 'email', 'createdAt'] })
export class EmailBounce extends CreatedEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: false })
  user!: Ref<User>;

  @Property({ type: 'text' })
  email!: string;

  /** A hard bounce (5.x.x): the address does not take mail. */
  @Property({ type: 'boolean' })
  permanent!: boolean;

  /** The enhanced status code, e.g. 5.1.1. */
  @Property({ type: 'text', nullable: true })
  status?: string | null;

  @Property({ type: 'text', nullable: true })
  diagnostic?: string | null;

  /** smtp: answered while sending; dsn: a report that came back; webhook: the sending service's event. */
  @Property({ type: 'text' })
  via!: 'smtp' | 'dsn' | 'webhook';

  @Property({ type: 'text', nullable: true })
  sourceOutbox?: 'campaign' | 'sequence' | null;

  @Property({ type: 'uuid', nullable: true })
  sourceId?: string | null;
}
