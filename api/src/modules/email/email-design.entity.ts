import { Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

/** A user's email designer choice (001 §2.8): the theme every campaign and sequence email uses. */
@Entity({ tableName: 'email_designs' })
export class EmailDesign extends TimestampedEntity {
  @OneToOne(() => User, {
    ref: true,
    owner: true,
    deleteRule: 'cascade',
    unique: 'email_designs_user_id_unique',
  })
  user!: Ref<User>;

  /** One of EMAIL_THEME_NAMES; the colours are fixed in code, not stored. */
  @Property({ type: 'text' })
  theme!: string;
}
