import type { EntityManager } from '@mikro-orm/postgresql';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { pgArray } from '../../shared/db/pg-array';
import { afterCommit, inTransaction } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { fromCents, toCents } from '../../shared/money';
import {
  NEWEST_FIRST,
  newestFirstAfter,
  newestFirstCursor,
  pageFromRows,
  type Page,
} from '../../shared/pagination';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { COIN_MESSAGES, insufficientCoins } from './coins.errors';
import { historySchema, transferSchema } from './coins.schemas';
import { ForgecoinTransaction } from './forgecoin-transaction.entity';
import type { LedgerAccount, MovementType } from './ledger-accounts';

/** 002 §3 ForgeCoin balance: a decimal string, whose it is, and when it was read. */
export type ForgecoinBalance = { balance: string; userId: string; timestamp: Date };

/** One line of a wallet's history: a wallet leg and what its movement was. */
export type CoinHistoryEntry = {
  id: string;
  type: string;
  /** Positive: coins in; negative: coins out. */
  amount: string;
  description: string | null;
  createdAt: Date;
  /** For a transfer, the other account's email. */
  counterparty: string | null;
};

/** A leg of a movement: cents to credit (positive) or debit (negative) on one user's account. */
export type Leg = { userId: string; account: LedgerAccount; cents: number };

/** A movement to make: its legs sum to zero; `userId` started it and scopes its idempotency key. */
export type MovementRequest = {
  userId: string;
  type: MovementType;
  idempotencyKey: string;
  description: string;
  legs: Leg[];
  metadata?: Record<string, unknown>;
};

/** What a movement did: its id, whether it was done before (same key), and the wallets' balances after it. */
export type MovementResult = { movementId: string; replayed: boolean; balances: Record<string, string> };

/** A transfer as its sender sees it: the movement, whether the key had done it before, their balance after. */
export type TransferResult = { movementId: string; replayed: boolean; balance: string };

/** Credits and debits between a user's wallet and one of the platform's accounts. */
export type WalletMovement = {
  userId: string;
  type: MovementType;
  idempotencyKey: string;
  cents: number;
  description: string;
  /** The platform account on the other side. */
  counterAccount: Exclude<LedgerAccount, 'wallet'>;
  metadata?: Record<string, unknown>;
};

/**
 * ForgeCoin (1 FC = 1 EUR): a double-entry ledger. Every movement is one forgecoin_movements row
 * and two or more legs in forgecoin_transactions that sum to zero; a wallet's balance is the sum
 * of its wallet legs, kept in forgecoin_wallets so reading it is one row. A movement runs in one
 * transaction that locks every wallet it touches (in a fixed order, so two transfers cannot
 * deadlock), refuses a debit the wallet cannot cover, and is done at most once per idempotency
 * key. Other modules move coins through credit, spend and move; users through transfer.
 */
export class CoinsService extends Service {
  async balance(actor: Actor | null): Promise<ForgecoinBalance> {
    const { userId } = requireActor(actor, 'read');
    return { balance: fromCents(await this.balanceCents(userId)), userId, timestamp: this.now() };
  }

  /** A wallet's balance in cents (0 for a wallet never used). */
  async balanceCents(userId: string): Promise<number> {
    const [row] = await this.em.execute<Array<{ balance: string }>>(
      'select balance::text from forgecoin_wallets where user_id = ?',
      [userId],
    );
    return row ? (toCents(row.balance) ?? 0) : 0;
  }

  /** The wallet's movements, newest first. */
  async history(actor: Actor | null, input: unknown): Promise<Page<CoinHistoryEntry>> {
    const { userId } = requireActor(actor, 'read');
    const paging = parseInput(historySchema, input ?? {});
    const rows = await this.em.find(
      ForgecoinTransaction,
      { $and: [{ user: userId, account: 'wallet' }, newestFirstAfter(paging.after)] },
      { orderBy: [...NEWEST_FIRST], limit: paging.limit + 1, populate: ['movement'] },
    );
    return pageFromRows(rows, paging, {
      cursorOf: newestFirstCursor,
      map: (row) => {
        const metadata = row.movement.getEntity().metadata ?? {};
        const counterparty = row.amount.startsWith('-') ? metadata.toEmail : metadata.fromEmail;
        return {
          id: row.id,
          type: row.type,
          amount: row.amount,
          description: row.description ?? null,
          createdAt: row.createdAt,
          counterparty: row.type === 'transfer' && typeof counterparty === 'string' ? counterparty : null,
        };
      },
    });
  }

  /** Sends coins to another account by its email: confirmed in the UI, idempotent here. */
  async transfer(actor: Actor | null, input: unknown): Promise<TransferResult> {
    const { userId } = requireActor(actor, 'write');
    const data = parseInput(transferSchema, input);
    const [sender, recipient] = await Promise.all([
      this.em.findOneOrFail(User, { id: userId }),
      this.em.findOne(User, { email: data.email }),
    ]);
    if (!recipient)
      throw new AppError('NOT_FOUND', COIN_MESSAGES.recipientMissing, {
        fieldErrors: { email: COIN_MESSAGES.recipientMissing },
      });
    if (recipient.id === userId)
      throw new AppError('BAD_USER_INPUT', COIN_MESSAGES.toYourself, {
        fieldErrors: { email: COIN_MESSAGES.toYourself },
      });
    const note = data.note ? ` — ${data.note}` : '';
    const result = await this.move({
      userId,
      type: 'transfer',
      idempotencyKey: data.idempotencyKey,
      description: `Transfer${note}`,
      metadata: { fromEmail: sender.email, toEmail: recipient.email },
      legs: [
        { userId, account: 'wallet', cents: -data.amount },
        { userId: recipient.id, account: 'wallet', cents: data.amount },
      ],
    });
    return {
      movementId: result.movementId,
      replayed: result.replayed,
      balance: result.balances[userId] ?? '0.00',
    };
  }

  /**
   * An operator's credit (the `coins:credit` command of self-hosted installs): coins from the
   * grants account into the wallet of the account with this email.
   */
  async grant(input: {
    email: string;
    cents: number;
    idempotencyKey: string;
    note?: string;
  }): Promise<MovementResult & { userId: string }> {
    const user = await this.em.findOne(User, { email: input.email.trim().toLowerCase() });
    if (!user) throw new AppError('NOT_FOUND', COIN_MESSAGES.recipientMissing);
    const result = await this.credit({
      userId: user.id,
      type: 'grant',
      idempotencyKey: input.idempotencyKey,
      cents: input.cents,
      description: input.note?.trim() || 'ForgeCoins credited by the operator',
      counterAccount: 'grants',
    });
    return { ...result, userId: user.id };
  }

  /** Coins into a wallet from one of the platform's accounts (a top-up, a grant, a payout). */
  credit(movement: WalletMovement): Promise<MovementResult> {
    return this.walletMovement(movement, 1);
  }

  /** Coins out of a wallet to one of the platform's accounts; refused below zero. */
  spend(movement: WalletMovement): Promise<MovementResult> {
    return this.walletMovement(movement, -1);
  }

  /**
   * Makes a movement, once per (userId, idempotencyKey): the same key again answers the first
   * result without moving anything; the same key for a different movement is refused. Runs in
   * the caller's transaction when there is one, so a subscription activates with its payment.
   */
  async move(request: MovementRequest): Promise<MovementResult> {
    const total = request.legs.reduce((sum, leg) => sum + leg.cents, 0);
    const amount = request.legs.filter((leg) => leg.cents > 0).reduce((sum, leg) => sum + leg.cents, 0);
    if (total !== 0 || amount <= 0 || request.legs.some((leg) => !Number.isInteger(leg.cents)))
      throw new Error('A ForgeCoin movement needs whole-cent legs that sum to zero');
    const walletUsers = [
      ...new Set(request.legs.filter((l) => l.account === 'wallet').map((l) => l.userId)),
    ].sort();
    const result = await inTransaction(this.em, (tx) => this.moveLocked(tx, request, walletUsers, amount));
    if (!result.replayed)
      afterCommit(() => {
        for (const userId of walletUsers) this.deps.events.publish('FORGECOIN_CHANGED', userId, { userId });
      });
    return result;
  }

  private walletMovement(movement: WalletMovement, sign: 1 | -1): Promise<MovementResult> {
    return this.move({
      userId: movement.userId,
      type: movement.type,
      idempotencyKey: movement.idempotencyKey,
      description: movement.description,
      metadata: movement.metadata,
      legs: [
        { userId: movement.userId, account: 'wallet', cents: sign * movement.cents },
        { userId: movement.userId, account: movement.counterAccount, cents: -sign * movement.cents },
      ],
    });
  }

  private async moveLocked(
    tx: EntityManager,
    request: MovementRequest,
    walletUsers: string[],
    amount: number,
  ): Promise<MovementResult> {
    // Every wallet exists before it is locked; the locks are taken in user id order.
    if (walletUsers.length > 0)
      await tx.execute(
        `insert into forgecoin_wallets (user_id) select unnest(?::uuid[]) on conflict do nothing`,
        [pgArray(walletUsers)],
      );
    const wallets = await tx.execute<Array<{ user_id: string; balance: string }>>(
      `select user_id, balance::text from forgecoin_wallets where user_id = any(?::uuid[]) order by user_id for update`,
      [pgArray(walletUsers)],
    );
    const balances = new Map(wallets.map((w) => [w.user_id, toCents(w.balance) ?? 0]));

    const [done] = await tx.execute<Array<{ id: string; type: string; amount: string }>>(
      'select id, type, amount::text from forgecoin_movements where user_id = ? and idempotency_key = ?',
      [request.userId, request.idempotencyKey],
    );
    if (done) {
      if (done.type !== request.type || toCents(done.amount) !== amount)
        throw new AppError('CONFLICT', COIN_MESSAGES.keyReused);
      return { movementId: done.id, replayed: true, balances: asDecimals(balances) };
    }

    const change = new Map<string, number>();
    for (const leg of request.legs)
      if (leg.account === 'wallet') change.set(leg.userId, (change.get(leg.userId) ?? 0) + leg.cents);
    for (const [userId, cents] of change) {
      const have = balances.get(userId) ?? 0;
      if (have + cents < 0) throw insufficientCoins(-cents, have);
      balances.set(userId, have + cents);
    }

    const [movement] = await tx.execute<Array<{ id: string }>>(
      `insert into forgecoin_movements (user_id, type, idempotency_key, amount, description, metadata)
       values (?, ?, ?, ?, ?, ?) returning id`,
      [
        request.userId,
        request.type,
        request.idempotencyKey,
        fromCents(amount),
        request.description,
        request.metadata ? JSON.stringify(request.metadata) : null,
      ],
    );
    const movementId = movement!.id;
    await tx.execute(
      `insert into forgecoin_transactions (user_id, movement_id, account, type, amount, description, status)
       select * from unnest(?::uuid[], ?::uuid[], ?::text[], ?::text[], ?::numeric[], ?::text[], ?::text[])`,
      [
        pgArray(request.legs.map((l) => l.userId)),
        pgArray(request.legs.map(() => movementId)),
        pgArray(request.legs.map((l) => l.account)),
        pgArray(request.legs.map(() => request.type)),
        pgArray(request.legs.map((l) => fromCents(l.cents))),
        pgArray(request.legs.map(() => request.description)),
        pgArray(request.legs.map(() => 'completed')),
      ],
    );
    for (const [userId, cents] of change)
      await tx.execute(
        `update forgecoin_wallets set balance = balance + ?::numeric, version = version + 1, updated_at = ? where user_id = ?`,
        [fromCents(cents), this.now(), userId],
      );
    return { movementId, replayed: false, balances: asDecimals(balances) };
  }
}

function asDecimals(balances: Map<string, number>): Record<string, string> {
  return Object.fromEntries([...balances].map(([userId, cents]) => [userId, fromCents(cents)]));
}
