import { Check, Entity, OneToOne, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { User } from '../accounts';

/**
 * A user's wallet: the balance derived from their wallet legs, kept here so reading it is one
 * row, and locked (select … for update) by every movement that touches it. `version` counts
 * the movements applied. The check keeps a balance from going below zero whatever the code does.
 */
@Entity({ tableName: 'forgecoin_wallets' })
@Check({ name: 'forgecoin_wallets_balance_non_negative', expression: 'balance >= 0' })
export class ForgecoinWallet {
  [PrimaryKeyProp]?: 'user';

  @OneToOne(() => User, { ref: true, primary: true, owner: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'decimal', precision: 14, scale: 2, defaultRaw: '0' })
  balance!: string;

  @Property({ type: 'integer', defaultRaw: '0' })
  version!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt!: Date;
}
