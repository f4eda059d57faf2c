import { requireActor, type Actor } from '../../shared/auth/actor';
import { verifyPassword } from '../../shared/auth/password';
import { inTransaction } from '../../shared/db/transaction';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { ACCOUNT_MESSAGES } from './accounts.errors';
import { sessionOnly, wrongPassword } from './security.errors';
import { deleteAccountSchema } from './security.schemas';
import { User } from './user.entity';

/**
 * Deleting an account removes everything it owns. Every table a user owns references users with
 * ON DELETE CASCADE (funnels and their steps, views and domains, leads and their activity,
 * campaigns and recipients, sequences and their steps, subscribers and logs, API keys, email
 * settings and designs, AI generations, payments, coins, affiliate records, security settings,
 * known devices, exports), so one delete removes the rows; what lives elsewhere is removed
 * here: sessions (their rows name the user inside JSON), uploaded files, export archives, and
 * published pages cached in memory. Before any of it, a card subscription is cancelled at Stripe
 * and the Stripe customer deleted; when Stripe refuses, the account stays as it was.
 */
export class AccountDeletionService extends Service {
  async deleteAccount(actor: Actor | null, input: unknown, meta: { ip: string }): Promise<void> {
    const { userId, via } = requireActor(actor, 'write');
    if (via !== 'session') throw sessionOnly();
    const { password } = parseInput(deleteAccountSchema, input);
    const user = await this.em.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
    if (user.passwordHash) {
      // Wrong passwords count like failed sign-ins: this is no way to guess one faster.
      const { signInFailures } = this.deps.limits;
      const key = `${meta.ip}|${user.email}`;
      await signInFailures.check(key, ACCOUNT_MESSAGES.tooManyAttempts);
      if (!(await verifyPassword(user.passwordHash, password ?? ''))) {
        await signInFailures.fail(key);
        throw wrongPassword();
      }
    }
    // Billing at Stripe ends first: if Stripe refuses, nothing here has been removed yet.
    await this.services.cardBilling.closeCustomerForDeletion(userId);
    const connection = () => this.em.getConnection();
    const funnels = await connection().execute<Array<{ id: string }>>(
      'select id from funnels where user_id = ?',
      [userId],
    );
    const sids = await inTransaction(this.em, async (tx) => {
      const ended = await tx
        .getConnection()
        .execute<Array<{ sid: string }>>(`delete from sessions where sess->>'userId' = ? returning sid`, [
          userId,
        ]);
      await tx.nativeDelete(User, { id: userId });
      return ended.map((row) => row.sid);
    });
    // Every process forgets the sessions; this one drops the pages at once, others within seconds.
    if (sids.length > 0) this.deps.events.publish('SESSIONS_ENDED', { sids });
    for (const { id } of funnels) this.services.publishedPages.invalidate(id);
    await this.services.media.removeAllOf(userId);
    await this.services.dataExports.removeAll(userId);
    this.deps.log.info({ userId, funnels: funnels.length }, 'account deleted');
  }
}
