import { Entity, Enum, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../../shared/db/base.entity';
import { User } from '../../accounts';

/** What the last look-up of a key's DNS record found. */
export const DKIM_CHECK_RESULTS = ['found', 'missing', 'mismatch', 'error'] as const;
export type DkimCheckResult = (typeof DKIM_CHECK_RESULTS)[number];

/**
 * A DKIM key pair of one user for one sending domain (the domain of the From address). The
 * private key is sealed like SMTP passwords and never answered; the public key is what the
 * DNS TXT record at `<selector>._domainkey.<domain>` must hold. `current` signs (once signing
 * is on); `next` is a rotation's new key, waiting for its record before it takes over.
 */
@Entity({ tableName: 'dkim_keys' })
@Unique({ name: 'dkim_keys_domain_selector_unique', properties: ['domain', 'selector'] })
// One current key and at most one next key per user and domain.
@Unique({ name: 'dkim_keys_user_id_domain_role_unique', properties: ['user', 'domain', 'role'] })
export class DkimKey extends TimestampedEntity<
  'signing' | 'checkedAt' | 'checkResult' | 'checkMessage' | 'foundAt'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: false })
  user!: Ref<User>;

  /** Lower-cased. */
  @Property({ type: 'text' })
  domain!: string;

  @Property({ type: 'text' })
  selector!: string;

  @Enum({ items: ['current', 'next'] })
  role!: 'current' | 'next';

  /** PKCS#8 PEM, sealed with the email encryption key (SecretBox). */
  @Property({ type: 'text', hidden: true })
  privateKey!: string;

  /** The DER SubjectPublicKeyInfo in base64: the record's p= value. */
  @Property({ type: 'text' })
  publicKey!: string;

  /** Campaign and sequence emails from the domain are signed with this key (current keys only). */
  @Property({ type: 'boolean', default: false })
  signing: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  checkedAt: Date | null = null;

  @Enum({ items: () => DKIM_CHECK_RESULTS, nullable: true })
  checkResult: DkimCheckResult | null = null;

  @Property({ type: 'text', nullable: true })
  checkMessage: string | null = null;

  /** When the record was first found holding this key. */
  @Property({ type: 'timestamptz', nullable: true })
  foundAt: Date | null = null;
}
