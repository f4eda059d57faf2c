import { Router } from 'express';
import { requestOrigin } from '../../shared/http/request-origin';
import { sendPage } from '../../shared/pagination';
import type { RequestContext } from '../../shared/context';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { toPaymentJson } from './payment.mapper';
import type { SubscriptionPlan } from './subscription-plan.entity';
import type { SubscriptionStatusView } from './subscriptions.service';
import type { Usage } from './usage.service';

/** 002 §3 Plan, as the REST paths answer it. */
const toPlanJson = (plan: SubscriptionPlan) => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  priceForgecoins: plan.priceForgecoins ?? null,
  currency: plan.currency,
  interval: plan.interval,
  features: plan.features,
  trialDays: plan.trialDays,
  membershipLevel: plan.membershipLevel,
  supportsForgecoins: plan.supportsForgecoins,
  maxFunnels: plan.maxFunnels,
  maxLeads: plan.maxLeads,
  maxEmails: plan.maxEmails,
  maxAiImages: plan.maxAiImages,
  maxAiVideos: plan.maxAiVideos,
});

const toStatusJson = (status: SubscriptionStatusView, usage: Usage) => ({
  ...status,
  nextBillingDate: status.nextBillingDate?.toISOString() ?? null,
  currentPeriodEnd: status.currentPeriodEnd?.toISOString() ?? null,
  subscriptionEndDate: status.subscriptionEndDate?.toISOString() ?? null,
  usage,
});

/** The status as every subscription path answers it, with the usage against its limits. */
async function statusJson(ctx: RequestContext, status: Promise<SubscriptionStatusView>) {
  return toStatusJson(await status, await ctx.services.usage.of(ctx.actor));
}

/** 002 §7 subscription paths (cookie session), and the billing history. */
export function billingRoutes(): Router {
  const router = Router();
  router.get(
    '/subscription/plans',
    handle(async (ctx) => (await ctx.services.plans.list()).map(toPlanJson)),
  );
  router.get(
    '/subscription/status',
    requireSignedIn,
    handle(async (ctx) => statusJson(ctx, ctx.services.subscriptions.status(ctx.actor))),
  );
  router.post(
    '/subscription/subscribe-forgecoin',
    requireSignedIn,
    handle(async (ctx, req) =>
      statusJson(ctx, ctx.services.subscriptions.subscribeWithCoins(ctx.actor, req.body)),
    ),
  );
  router.post(
    '/subscription/cancel',
    requireSignedIn,
    handle(async (ctx) => statusJson(ctx, ctx.services.subscriptions.cancel(ctx.actor))),
  );
  router.post(
    '/subscription/resume',
    requireSignedIn,
    handle(async (ctx) => statusJson(ctx, ctx.services.subscriptions.resume(ctx.actor))),
  );
  router.get(
    '/billing/config',
    requireSignedIn,
    handle((ctx) => Promise.resolve(ctx.services.cardBilling.config())),
  );
  router.post(
    '/subscription/create-checkout-session',
    requireSignedIn,
    handle((ctx, req) =>
      ctx.services.cardBilling.createCheckoutSession(ctx.actor, req.body, { origin: requestOrigin(req) }),
    ),
  );
  router.post(
    '/create-payment-intent',
    requireSignedIn,
    handle((ctx, req) => ctx.services.cardBilling.createPaymentIntent(ctx.actor, req.body ?? {})),
  );
  router.post(
    '/verify-payment',
    requireSignedIn,
    handle((ctx, req) => ctx.services.cardBilling.verifyPayment(ctx.actor, req.body)),
  );
  router.get(
    '/billing/payments',
    requireSignedIn,
    handle(async (ctx, req, res) =>
      sendPage(res, await ctx.services.payments.list(ctx.actor, req.query), toPaymentJson),
    ),
  );
  router.get(
    '/billing/payments/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      toPaymentJson(await ctx.services.payments.get(ctx.actor, String(req.params.id))),
    ),
  );
  router.get(
    '/billing/payments/:id/receipt',
    requireSignedIn,
    handle(async (ctx, req, res) => {
      const { pdf, fileName } = await ctx.services.payments.receipt(ctx.actor, String(req.params.id));
      res
        .status(200)
        .type('application/pdf')
        .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
        .setHeader('Cache-Control', 'private, no-store')
        .end(pdf);
    }),
  );
  return router;
}
