import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';

/** GET /api/forgecoin/balance (002 §7): { balance, userId, timestamp }. */
export function coinsRoutes(): Router {
  const router = Router();
  router.get(
    '/forgecoin/balance',
    requireSignedIn,
    handle(async (ctx) => {
      const { balance, userId, timestamp } = await ctx.services.coins.balance(ctx.actor);
      return { balance, userId, timestamp: timestamp.toISOString() };
    }),
  );
  return router;
}
