import { unauthenticated } from '../../shared/errors/app-error';
import { sendPage } from '../../shared/pagination';
import { toPublicUser } from '../accounts';
import { campaignListSchema, toCampaignJson } from '../campaigns';
import { createExperimentSchema, listExperimentsSchema, toResultsView } from '../experiments';
import {
  createFunnelSchema,
  funnelListSchema,
  toFunnelJson,
  toRecycledFunnelJson,
  updateFunnelSchema,
} from '../funnels';
import { createLeadSchema, leadListSchema, toLeadJson, updateLeadSchema } from '../leads';
import {
  campaignSchema,
  experimentListSchema,
  experimentResultsSchema,
  experimentSchema,
  funnelDeletedSchema,
  funnelSchema,
  idParams,
  leadSchema,
  messageSchema,
  promoteExperimentBody,
  userSchema,
} from './public-api.schemas';
import type { V1Route } from './v1-route';

const idOf = (params: Record<string, unknown>) => String(params.id);

const EXPERIMENT_ACTIONS = [
  { action: 'start', summary: 'Start an A/B test, or resume a paused one (the funnel must be published)' },
  { action: 'pause', summary: 'Pause a running A/B test: the step serves its own page (A) meanwhile' },
  { action: 'end', summary: 'End an A/B test: the step serves its own page again; the figures stay' },
] as const;

/**
 * The public API (issue 16): the three calls 002 §2 advertises (GET /user, GET and POST
 * /funnels) and what an integrator needs next, each one service call, as GraphQL makes it.
 */
export const V1_ROUTES: readonly V1Route[] = [
  {
    method: 'get',
    path: '/user',
    summary: "The key owner's account",
    permission: null,
    status: 200,
    response: userSchema,
    errors: [],
    run: async (ctx) => {
      const user = await ctx.services.accounts.findUser(ctx.actor!.userId);
      if (!user) throw unauthenticated();
      // The documented fields only: what the account screens add later is not part of v1 until documented.
      return userSchema.parse(toPublicUser(user));
    },
  },
  {
    method: 'get',
    path: '/funnels',
    summary: 'List funnels, most recently changed first',
    permission: 'funnels:read',
    query: funnelListSchema,
    status: 200,
    response: funnelSchema,
    paged: true,
    errors: [400],
    run: async (ctx, req, res) =>
      sendPage(res, await ctx.services.funnels.list(ctx.actor, req.query), toFunnelJson),
  },
  {
    method: 'post',
    path: '/funnels',
    summary: 'Create a funnel',
    permission: 'funnels:write',
    body: createFunnelSchema,
    status: 201,
    response: funnelSchema,
    errors: [400],
    run: async (ctx, req) => toFunnelJson(await ctx.services.funnels.create(ctx.actor, req.body)),
  },
  {
    method: 'get',
    path: '/funnels/{id}',
    summary: 'Get a funnel',
    permission: 'funnels:read',
    params: idParams,
    status: 200,
    response: funnelSchema,
    errors: [404],
    run: async (ctx, req) => toFunnelJson(await ctx.services.funnels.get(ctx.actor, idOf(req.params))),
  },
  {
    method: 'patch',
    path: '/funnels/{id}',
    summary: 'Change a funnel (status published publishes it)',
    permission: 'funnels:write',
    params: idParams,
    body: updateFunnelSchema,
    status: 200,
    response: funnelSchema,
    errors: [400, 404],
    run: async (ctx, req) =>
      toFunnelJson(await ctx.services.funnels.update(ctx.actor, idOf(req.params), req.body)),
  },
  {
    method: 'delete',
    path: '/funnels/{id}',
    summary: 'Move a funnel to the recycle bin (kept 7 days)',
    permission: 'funnels:write',
    params: idParams,
    status: 200,
    response: funnelDeletedSchema,
    errors: [404],
    run: async (ctx, req) => {
      const recycled = await ctx.services.funnels.moveToRecycleBin(ctx.actor, idOf(req.params));
      return { message: 'Funnel Moved to Recycle Bin', recycled: toRecycledFunnelJson(recycled) };
    },
  },
  {
    method: 'get',
    path: '/leads',
    summary: 'List leads, filtered and sorted',
    permission: 'leads:read',
    query: leadListSchema,
    status: 200,
    response: leadSchema,
    paged: true,
    errors: [400],
    run: async (ctx, req, res) =>
      sendPage(res, await ctx.services.leads.list(ctx.actor, req.query), toLeadJson),
  },
  {
    method: 'post',
    path: '/leads',
    summary: 'Add a lead',
    permission: 'leads:write',
    body: createLeadSchema,
    status: 201,
    response: leadSchema,
    errors: [400],
    run: async (ctx, req) => toLeadJson(await ctx.services.leads.create(ctx.actor, req.body)),
  },
  {
    method: 'get',
    path: '/leads/{id}',
    summary: 'Get a lead',
    permission: 'leads:read',
    params: idParams,
    status: 200,
    response: leadSchema,
    errors: [404],
    run: async (ctx, req) => toLeadJson(await ctx.services.leads.get(ctx.actor, idOf(req.params))),
  },
  {
    method: 'patch',
    path: '/leads/{id}',
    summary: 'Change a lead (only the fields given)',
    permission: 'leads:write',
    params: idParams,
    body: updateLeadSchema,
    status: 200,
    response: leadSchema,
    errors: [400, 404],
    run: async (ctx, req) =>
      toLeadJson(await ctx.services.leads.update(ctx.actor, idOf(req.params), req.body)),
  },
  {
    method: 'delete',
    path: '/leads/{id}',
    summary: 'Delete a lead',
    permission: 'leads:write',
    params: idParams,
    status: 200,
    response: messageSchema,
    errors: [404],
    run: async (ctx, req) => {
      await ctx.services.leads.remove(ctx.actor, idOf(req.params));
      return { message: 'Lead deleted successfully' };
    },
  },
  {
    method: 'get',
    path: '/campaigns',
    summary: 'List email campaigns, newest first',
    permission: 'campaigns:read',
    query: campaignListSchema,
    status: 200,
    response: campaignSchema,
    paged: true,
    errors: [400],
    run: async (ctx, req, res) =>
      sendPage(res, await ctx.services.campaigns.list(ctx.actor, req.query), toCampaignJson),
  },
  {
    method: 'get',
    path: '/experiments',
    summary: 'List A/B tests, newest first (all of them: this list is not paged)',
    permission: 'funnels:read',
    query: listExperimentsSchema,
    status: 200,
    response: experimentListSchema,
    errors: [400],
    run: async (ctx, req) =>
      ctx.services.experiments.views(
        await ctx.services.experiments.list(ctx.actor, {
          funnelId: req.query.funnelId,
          status: req.query.status,
        }),
      ),
  },
  {
    method: 'post',
    path: '/experiments',
    summary: "Create an A/B test of a funnel's step (the first step when stepId is left out)",
    permission: 'funnels:write',
    body: createExperimentSchema,
    status: 201,
    response: experimentSchema,
    errors: [400, 404],
    run: async (ctx, req) =>
      ctx.services.experiments.view(await ctx.services.experiments.create(ctx.actor, req.body)),
  },
  {
    method: 'get',
    path: '/experiments/{id}',
    summary: 'Get an A/B test',
    permission: 'funnels:read',
    params: idParams,
    status: 200,
    response: experimentSchema,
    errors: [404],
    run: async (ctx, req) =>
      ctx.services.experiments.view(await ctx.services.experiments.get(ctx.actor, idOf(req.params))),
  },
  {
    method: 'get',
    path: '/experiments/{id}/results',
    summary: "An A/B test's figures and verdict as they stand",
    permission: 'funnels:read',
    params: idParams,
    status: 200,
    response: experimentResultsSchema,
    errors: [404],
    run: async (ctx, req) =>
      toResultsView(await ctx.services.experiments.results(ctx.actor, idOf(req.params))),
  },
  ...EXPERIMENT_ACTIONS.map(({ action, summary }): V1Route => ({
    method: 'post',
    path: `/experiments/{id}/${action}`,
    summary,
    permission: 'funnels:write',
    params: idParams,
    status: 200,
    response: experimentSchema,
    errors: [400, 404],
    run: async (ctx, req) =>
      ctx.services.experiments.view(await ctx.services.experiments[action](ctx.actor, idOf(req.params))),
  })),
  {
    method: 'post',
    path: '/experiments/{id}/promote',
    summary: 'Promote a variant: its page replaces the step in the funnel and the test ends',
    permission: 'funnels:write',
    params: idParams,
    body: promoteExperimentBody,
    status: 200,
    response: experimentSchema,
    errors: [400, 404],
    run: async (ctx, req) =>
      ctx.services.experiments.view(
        await ctx.services.experiments.promote(ctx.actor, idOf(req.params), String(req.body?.key ?? '')),
      ),
  },
  {
    method: 'delete',
    path: '/experiments/{id}',
    summary: 'Delete an A/B test that is not running',
    permission: 'funnels:write',
    params: idParams,
    status: 200,
    response: messageSchema,
    errors: [400, 404],
    run: async (ctx, req) => {
      await ctx.services.experiments.remove(ctx.actor, idOf(req.params));
      return { message: 'A/B test deleted' };
    },
  },
];
