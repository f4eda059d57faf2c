import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from './user.entity';

/** A one-time two-factor recovery code, stored as a SHA-256 hash (the code is random, 50 bits). */
@Entity({ tableName: 'recovery_codes' })
export class RecoveryCode extends CreatedEntity<'usedAt'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'recovery_codes_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
