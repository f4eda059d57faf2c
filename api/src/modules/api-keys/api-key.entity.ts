import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

export const API_KEY_PERMISSIONS = ['read', 'write'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

@Entity({ tableName: 'api_keys' })
export class ApiKey extends TimestampedEntity<'permissions' | 'isActive'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'api_keys_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  keyName!: string;

  /** SHA-256 of the key; the key itself is shown once and never stored. */
  @Property({ type: 'text', unique: 'api_keys_key_hash_unique', hidden: true })
  keyHash!: string;

  @Property({ type: 'text' })
  keyPrefix!: string;

  @Property({ type: 'json', defaultRaw: `'["read","write"]'` })
  permissions: ApiKeyPermission[] = ['read', 'write'];

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  expiresAt?: Date | null;
}
