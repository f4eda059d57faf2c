import { Entity, ManyToOne, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from './funnel.entity';

/**
 * A funnel's own hostname (offers.example.com): once its DNS TXT record is found, requests
 * with that Host are answered with the funnel's steps at / and /{slug} and nothing else.
 */
@ObjectType('FunnelDomain', { description: "A funnel's own hostname and whether its DNS record proves it." })
@Entity({ tableName: 'funnel_domains' })
export class FunnelDomain extends TimestampedEntity<'verifiedAt' | 'checkedAt' | 'checkError'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'funnel_domains_user_id_index' })
  user!: Ref<User>;

  @OneToOne(() => Funnel, {
    ref: true,
    owner: true,
    deleteRule: 'cascade',
    unique: 'funnel_domains_funnel_id_unique',
  })
  funnel!: Ref<Funnel>;

  @Field({ description: 'Lowercase, without a port or a trailing dot.' })
  @Property({ type: 'text', unique: 'funnel_domains_hostname_unique' })
  hostname!: string;

  /** The value of the TXT record that proves the hostname is the owner's. */
  @Property({ type: 'text' })
  verificationToken!: string;

  @Field(() => Date, { nullable: true, description: 'When the TXT record was found; null until then.' })
  @Property({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the record was last looked for.' })
  @Property({ type: 'timestamptz', nullable: true })
  checkedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: 'Why the last check did not verify it.' })
  @Property({ type: 'text', nullable: true })
  checkError: string | null = null;
}
