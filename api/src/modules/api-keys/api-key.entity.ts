import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ALL_PERMISSIONS, type Permission } from '../../shared/auth/actor';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/** An API key (002 §3): shown with its prefix only; the key itself is never stored. */
@ObjectType({
  description: 'An API key for /api/v1 and /graphql; the key itself is shown once, at creation.',
})
@Entity({ tableName: 'api_keys' })
export class ApiKey extends TimestampedEntity<'permissions' | 'isActive'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'api_keys_user_id_index' })
  user!: Ref<User>;

  @Field()
  @Property({ type: 'text' })
  keyName!: string;

  /** SHA-256 of the key; the key itself is shown once and never stored. */
  @Property({ type: 'text', unique: 'api_keys_key_hash_unique', hidden: true })
  keyHash!: string;

  @Field({ description: 'The first characters of the key (ff_live_…), to tell keys apart.' })
  @Property({ type: 'text' })
  keyPrefix!: string;

  @Field(() => [String], { description: 'What the key may do: funnels:read, funnels:write, leads:read, …' })
  @Property({ type: 'json', defaultRaw: `'${JSON.stringify(ALL_PERMISSIONS)}'` })
  permissions: Permission[] = [...ALL_PERMISSIONS];

  @Field({ description: 'False once deactivated (for good).' })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' })
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt?: Date | null;
}
