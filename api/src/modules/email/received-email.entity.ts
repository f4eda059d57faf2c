import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Lead } from '../leads';

@Entity({ tableName: 'received_emails' })
export class ReceivedEmail extends CreatedEntity<'isRead' | 'category'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'received_emails_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text', unique: 'received_emails_message_id_unique' })
  messageId!: string;

  @Property({ type: 'text' })
  fromEmail!: string;

  @Property({ type: 'text', nullable: true })
  fromName?: string | null;

  @Property({ type: 'text', nullable: true })
  toEmail?: string | null;

  @Property({ type: 'text', nullable: true })
  subject?: string | null;

  @Property({ type: 'text', nullable: true })
  content?: string | null;

  @Property({ type: 'text', nullable: true })
  htmlContent?: string | null;

  @Property({ type: 'boolean', nullable: true })
  isValidSender?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  isSpam?: boolean | null;

  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Property({ type: 'text', default: 'unknown' })
  category: string = 'unknown';

  @ManyToOne(() => Lead, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'received_emails_lead_id_index',
  })
  lead?: Ref<Lead> | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  receivedAt!: Date;
}
