import { Router } from 'express';
import { handle, requireSignedIn } from '../../shared/rest/rest';
import { requestOrigin } from '../../shared/http/request-origin';
import { toSequenceJson, toStepJson, toSubscriberJson } from './sequence.mapper';

/**
 * 001 §7 sequence paths (cookie session), over the same service as the GraphQL resolvers, plus
 * the ones the spec does not name, in its style: GET and DELETE /email/sequences/{id};
 * PATCH and DELETE /email/sequences/{id}/steps/{stepId}; POST .../steps/{stepId}/test (send
 * test); PUT /email/sequences/{id}/steps/order {stepIds}; GET (?limit, offset, status) and POST {leadIds} /email/sequences/{id}/subscribers;
 * DELETE /email/sequences/{id}/subscribers/{subscriberId}.
 */
export function sequencesRoutes(): Router {
  const router = Router();
  const id = (params: Record<string, unknown>, name = 'id') => String(params[name]);

  router.get(
    '/email/sequences',
    requireSignedIn,
    handle(async (ctx) => {
      const sequences = await ctx.services.sequences.list(ctx.actor);
      const counts = await ctx.services.sequences.counts(
        ctx.actor,
        sequences.map((sequence) => sequence.id),
      );
      return sequences.map((sequence) => toSequenceJson(sequence, counts.get(sequence.id)));
    }),
  );
  router.post(
    '/email/sequences',
    requireSignedIn,
    handle(async (ctx, req) => toSequenceJson(await ctx.services.sequences.create(ctx.actor, req.body)), {
      status: 201,
    }),
  );
  router.get(
    '/email/sequences/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      const sequence = await ctx.services.sequences.get(ctx.actor, id(req.params));
      const counts = await ctx.services.sequences.counts(ctx.actor, [sequence.id]);
      return toSequenceJson(sequence, counts.get(sequence.id));
    }),
  );
  router.patch(
    '/email/sequences/:id',
    requireSignedIn,
    handle(async (ctx, req) =>
      toSequenceJson(await ctx.services.sequences.update(ctx.actor, id(req.params), req.body)),
    ),
  );
  router.delete(
    '/email/sequences/:id',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.sequences.remove(ctx.actor, id(req.params));
      return { message: 'Sequence deleted successfully' };
    }),
  );
  router.get(
    '/email/sequences/:id/steps',
    requireSignedIn,
    handle(async (ctx, req) =>
      (await ctx.services.sequences.steps(ctx.actor, id(req.params))).map(toStepJson),
    ),
  );
  router.post(
    '/email/sequences/:id/steps',
    requireSignedIn,
    handle(
      async (ctx, req) =>
        toStepJson(await ctx.services.sequences.addStep(ctx.actor, id(req.params), req.body)),
      { status: 201 },
    ),
  );
  router.put(
    '/email/sequences/:id/steps/order',
    requireSignedIn,
    handle(async (ctx, req) =>
      (await ctx.services.sequences.reorderSteps(ctx.actor, id(req.params), req.body)).map(toStepJson),
    ),
  );
  router.patch(
    '/email/sequences/:id/steps/:stepId',
    requireSignedIn,
    handle(async (ctx, req) => {
      const step = await ctx.services.sequences.updateStep(
        ctx.actor,
        id(req.params, 'stepId'),
        req.body,
        id(req.params),
      );
      return toStepJson(step);
    }),
  );
  // Send test: { to: [up to 5 addresses] } → one { email, status, suppression, reason } per address.
  router.post(
    '/email/sequences/:id/steps/:stepId/test',
    requireSignedIn,
    handle(async (ctx, req) =>
      ctx.services.sequences.sendStepTest(ctx.actor, id(req.params, 'stepId'), req.body, {
        baseUrl: requestOrigin(req),
        sequenceId: id(req.params),
      }),
    ),
  );
  router.delete(
    '/email/sequences/:id/steps/:stepId',
    requireSignedIn,
    handle(async (ctx, req) => {
      await ctx.services.sequences.removeStep(ctx.actor, id(req.params, 'stepId'), id(req.params));
      return { message: 'Step deleted successfully' };
    }),
  );
  router.get(
    '/email/sequences/:id/performance',
    requireSignedIn,
    handle(async (ctx, req) => ctx.services.sequences.performance(ctx.actor, id(req.params))),
  );
  router.get(
    '/email/sequences/:id/subscribers',
    requireSignedIn,
    handle(async (ctx, req) => {
      const page = await ctx.services.sequences.subscribers(ctx.actor, id(req.params), req.query);
      return { items: page.items.map(toSubscriberJson), total: page.total };
    }),
  );
  router.post(
    '/email/sequences/:id/subscribers',
    requireSignedIn,
    handle(async (ctx, req) => ctx.services.sequences.enrolLeads(ctx.actor, id(req.params), req.body)),
  );
  router.delete(
    '/email/sequences/:id/subscribers/:subscriberId',
    requireSignedIn,
    handle(async (ctx, req) =>
      toSubscriberJson(
        await ctx.services.sequences.removeSubscriber(
          ctx.actor,
          id(req.params, 'subscriberId'),
          id(req.params),
        ),
      ),
    ),
  );
  return router;
}
