import { Router } from 'express';
import { sendPage } from '../../shared/pagination';
import { handle, requireSignedIn } from '../../shared/rest/rest';

/** GET /api/forgecoin/balance (002 §7): { balance, userId, timestamp }; the history and transfers. */
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
  router.get(
    '/forgecoin/transactions',
    requireSignedIn,
    handle(async (ctx, req, res) => sendPage(res, await ctx.services.coins.history(ctx.actor, req.query))),
  );
  router.post(
    '/forgecoin/transfer',
    requireSignedIn,
    handle((ctx, req) => ctx.services.coins.transfer(ctx.actor, req.body)),
  );
  return router;
}
