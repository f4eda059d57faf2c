import { unauthenticated } from '../../shared/errors/app-error';
import { sendPage } from '../../shared/pagination';
import { toPublicUser } from '../accounts';
import { campaignListSchema, toCampaignJson } from '../campaigns';
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
  funnelDeletedSchema,
  funnelSchema,
  idParams,
  leadSchema,
  messageSchema,
  userSchema,
} from './public-api.schemas';
import type { V1Route } from './v1-route';

const idOf = (params: Record<string, unknown>) => String(params.id);

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
];
