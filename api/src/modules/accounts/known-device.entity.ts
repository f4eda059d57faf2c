import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from './user.entity';

/** A browser that signed in to the account, known by the hash of its long-lived device cookie. */
@Entity({ tableName: 'known_devices' })
@Unique({ name: 'known_devices_user_id_device_hash_unique', properties: ['user', 'deviceHash'] })
export class KnownDevice extends CreatedEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text', hidden: true })
  deviceHash!: string;

  /** "Chrome on Windows", from the user agent of the first sign-in. */
  @Property({ type: 'text' })
  label!: string;

  /** The address of the last sign-in with its host part zeroed. */
  @Property({ type: 'text', nullable: true })
  lastIp?: string | null;

  @Property({ type: 'timestamptz' })
  lastSeenAt!: Date;
}
