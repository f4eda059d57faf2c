import { Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { CreatedEntity, TimestampedEntity } from '../../../shared/db/base.entity';
import { User } from '../../accounts';

/** The email services whose bounce and complaint webhooks the app receives (GraphQL names are the stored values). */
export const EmailWebhookProvider = {
  ses: 'ses',
  sendgrid: 'sendgrid',
  postmark: 'postmark',
  mailgun: 'mailgun',
} as const;
export type EmailWebhookProvider = (typeof EmailWebhookProvider)[keyof typeof EmailWebhookProvider];
export const EMAIL_WEBHOOK_PROVIDERS = Object.values(EmailWebhookProvider);

registerEnumType(EmailWebhookProvider, {
  name: 'EmailWebhookProvider',
  description: 'ses (Amazon SES through SNS), sendgrid, postmark or mailgun.',
});

/**
 * One user's webhook for one provider: the secret URL token (hashed to find the row, sealed to
 * show it again) and what proves a call is the provider's (SendGrid's public key, Mailgun's
 * signing key, Postmark's basic-auth login; SES needs none: SNS signs with Amazon's certificate).
 */
@Entity({ tableName: 'email_webhooks' })
@Unique({ name: 'email_webhooks_user_id_provider_unique', properties: ['user', 'provider'] })
@Unique({ name: 'email_webhooks_token_hash_unique', properties: ['tokenHash'] })
export class EmailWebhook extends TimestampedEntity<'enabled' | 'snsTopics' | 'lastEventAt'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: false })
  user!: Ref<User>;

  @Enum({ items: () => EMAIL_WEBHOOK_PROVIDERS })
  provider!: EmailWebhookProvider;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  /** SHA-256 (hex) of the URL's token: what a call is looked up by. */
  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  /** The token itself, sealed like SMTP passwords, to show the URL again. */
  @Property({ type: 'text', hidden: true })
  tokenSealed!: string;

  /** SendGrid's public key, Mailgun's signing key or Postmark's password, sealed; null: none saved. */
  @Property({ type: 'text', nullable: true, hidden: true })
  secretSealed?: string | null;

  /** Postmark's basic-auth user name (generated). */
  @Property({ type: 'text', nullable: true })
  username?: string | null;

  /** SES: the SNS topics whose subscription to this URL was confirmed here; others are refused. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  snsTopics: string[] = [];

  @Property({ type: 'timestamptz', nullable: true })
  lastEventAt?: Date | null;
}

/**
 * What a webhook has seen already: each event's id (a retry of it changes nothing) and each of
 * Mailgun's signature tokens (a replayed call is refused).
 */
@Entity({ tableName: 'email_webhook_receipts' })
@Unique({ name: 'email_webhook_receipts_webhook_id_key_unique', properties: ['webhook', 'key'] })
@Index({ name: 'email_webhook_receipts_webhook_id_created_at_index', properties: ['webhook', 'createdAt'] })
export class EmailWebhookReceipt extends CreatedEntity {
  @ManyToOne(() => EmailWebhook, { ref: true, deleteRule: 'cascade', index: false })
  webhook!: Ref<EmailWebhook>;

  /** 'event:<provider's id>' or 'nonce:<token>'. */
  @Property({ type: 'text' })
  key!: string;
}
