import { requireActor, type Actor } from '../../shared/auth/actor';
import { Service } from '../../shared/service';

/** 002 §3 ForgeCoin balance: a decimal string, whose it is, and when it was read. */
export type ForgecoinBalance = { balance: string; userId: string; timestamp: Date };

/** ForgeCoin (1 FC = 1 EUR): the user's balance, read from their ledger. */
export class CoinsService extends Service {
  /**
   * The sum of the user's completed ledger entries (credits positive, debits negative), to two
   * decimals; pending and failed entries do not count yet. No entries: 0.00.
   */
  async balance(actor: Actor | null): Promise<ForgecoinBalance> {
    const { userId } = requireActor(actor, 'read');
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ balance: string }>>(
        "select coalesce(sum(amount), 0)::numeric(14, 2)::text as balance from forgecoin_transactions where user_id = ? and status = 'completed'",
        [userId],
      );
    return { balance: row?.balance ?? '0.00', userId, timestamp: this.now() };
  }
}
