import { JSONObjectResolver } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { given } from '../../shared/graphql/given';
import { Connection, type Page } from '../../shared/pagination';
import { CONVERSION_RATE_DEFINITION } from './conversion-rate';
import { Funnel, FunnelStatusEnum, type FunnelStatus } from './funnel.entity';
import { stepCountOf } from '../page-renderer';
import { RecycledFunnel } from './recycled-funnel.entity';

@InputType({ description: 'Fields of a funnel; on update, only those given change.' })
class FunnelInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'landing, sales, capture, thankyou, events, splash or education.',
  })
  templateType?: string | null;

  @Field(() => FunnelStatusEnum, { nullable: true })
  status?: FunnelStatus | null;

  @Field(() => JSONObjectResolver, {
    nullable: true,
    description:
      'The pages: { version, steps: [{ id, name, slug, kind, elements, pageBackground, seo }] }. A single page ({ elements, pageBackground }) is accepted too: it is the first step.',
  })
  config?: Record<string, unknown> | null;
}

@ObjectType({
  description: "A funnel's published-page settings: icon, tracking and the marketer's own code.",
})
class FunnelSite {
  @Field(() => String, { nullable: true, description: 'The icon browsers show for its pages.' })
  favicon!: string | null;

  @Field({
    description:
      "Pixels and code run only while this is on (off by default), and only on the funnel's verified domain: never at /p/{id} on the app.",
  })
  customCodeEnabled!: boolean;

  @Field(() => String, { nullable: true })
  metaPixelId!: string | null;

  @Field(() => String, { nullable: true, description: 'A GA4 measurement id, G-XXXXXXXXXX.' })
  googleAnalyticsId!: string | null;

  @Field(() => String, { nullable: true, description: "Placed at the end of each page's head." })
  headCode!: string | null;

  @Field(() => String, { nullable: true, description: "Placed at the end of each page's body." })
  bodyCode!: string | null;
}

@InputType({ description: 'Changes to the site settings; only those given change, empty text clears.' })
class FunnelSiteInput {
  @Field(() => String, { nullable: true })
  favicon?: string | null;

  @Field(() => Boolean, { nullable: true })
  customCodeEnabled?: boolean | null;

  @Field(() => String, { nullable: true })
  metaPixelId?: string | null;

  @Field(() => String, { nullable: true })
  googleAnalyticsId?: string | null;

  @Field(() => String, { nullable: true })
  headCode?: string | null;

  @Field(() => String, { nullable: true })
  bodyCode?: string | null;
}

@InputType()
class FunnelFilter {
  @Field(() => String, { nullable: true, description: 'Matches name or description, case-insensitively.' })
  search?: string | null;

  @Field(() => FunnelStatusEnum, { nullable: true })
  status?: FunnelStatus | null;

  @Field(() => String, { nullable: true })
  templateType?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 100 })
  limit?: number;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number;

  @Field(() => String, { nullable: true, description: 'endCursor of the page before: continues after it.' })
  after?: string | null;
}

const FunnelPage = Connection(Funnel, 'FunnelPage', { counted: true });

@ObjectType({ description: "The My Funnels stat cards, over all of the user's funnels." })
class FunnelStats {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  published!: number;

  @Field(() => Int)
  totalViews!: number;

  @Field(() => Float, {
    description: `The mean of your funnels' conversion rates, one decimal; 0 without funnels. ${CONVERSION_RATE_DEFINITION}`,
  })
  avgConversion!: number;
}

@ObjectType({ description: 'What a preview needs of a funnel: its page, not its figures.' })
class FunnelPreview {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => FunnelStatusEnum)
  status!: FunnelStatus;

  @Field(() => JSONObjectResolver)
  config!: Record<string, unknown>;
}

@Resolver(() => Funnel)
export class FunnelsResolver {
  @FieldResolver(() => JSONObjectResolver, {
    description:
      "The pages: { version, steps }; a funnel of one step also has that step's elements and pageBackground at the top.",
  })
  config(@Root() funnel: Funnel, @Ctx() ctx: RequestContext): Record<string, unknown> {
    return ctx.services.funnels.clientConfig(funnel);
  }

  @FieldResolver(() => Int, { description: 'How many steps (pages) the funnel has.' })
  stepCount(@Root() funnel: Funnel): number {
    return stepCountOf(funnel.config);
  }

  @FieldResolver(() => FunnelSite)
  site(@Root() funnel: Funnel): FunnelSite {
    const site = funnel.site;
    return {
      favicon: site.favicon ?? null,
      customCodeEnabled: site.customCodeEnabled === true,
      metaPixelId: site.metaPixelId ?? null,
      googleAnalyticsId: site.googleAnalyticsId ?? null,
      headCode: site.headCode ?? null,
      bodyCode: site.bodyCode ?? null,
    };
  }

  @FieldResolver(() => Float, { description: CONVERSION_RATE_DEFINITION })
  conversionRate(@Root() funnel: Funnel): number {
    return Number(funnel.conversionRate);
  }

  @Authorized()
  @Query(() => FunnelPage)
  funnels(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => FunnelFilter, { nullable: true }) filter?: FunnelFilter | null,
  ): Promise<Page<Funnel>> {
    return ctx.services.funnels.list(ctx.actor, given(filter));
  }

  @Authorized()
  @Query(() => FunnelStats)
  funnelStats(@Ctx() ctx: RequestContext): Promise<FunnelStats> {
    return ctx.services.funnels.stats(ctx.actor);
  }

  @Authorized()
  @Query(() => Funnel)
  funnel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Funnel> {
    return ctx.services.funnels.get(ctx.actor, id);
  }

  @Query(() => FunnelPreview, {
    description: 'A funnel to preview: any published funnel, or a draft of your own.',
  })
  async previewFunnel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<FunnelPreview> {
    const funnel = await ctx.services.funnels.viewable(ctx.actor, id);
    return {
      id: funnel.id,
      name: funnel.name,
      status: funnel.status,
      config: ctx.services.funnels.clientConfig(funnel),
    };
  }

  @Authorized()
  @Mutation(() => Funnel)
  createFunnel(@Arg('input') input: FunnelInput, @Ctx() ctx: RequestContext): Promise<Funnel> {
    return ctx.services.funnels.create(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => Funnel, { description: 'Saves changes; a published funnel is published again with them.' })
  updateFunnel(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: FunnelInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Funnel> {
    return ctx.services.funnels.update(ctx.actor, id, given(input));
  }

  @Authorized()
  @Mutation(() => Funnel, {
    description:
      "Changes the funnel's published-page settings; a published funnel is published again with them.",
  })
  updateFunnelSite(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: FunnelSiteInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Funnel> {
    return ctx.services.funnels.updateSite(ctx.actor, id, given(input));
  }

  @Authorized()
  @Mutation(() => Funnel)
  publishFunnel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Funnel> {
    return ctx.services.funnels.publish(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => Funnel)
  unpublishFunnel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Funnel> {
    return ctx.services.funnels.unpublish(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => Funnel, { description: "A draft copy named with ' (Copy)'." })
  duplicateFunnel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Funnel> {
    return ctx.services.funnels.duplicate(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => RecycledFunnel, { description: 'Moves the funnel to the recycle bin for seven days.' })
  deleteFunnel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<RecycledFunnel> {
    return ctx.services.funnels.moveToRecycleBin(ctx.actor, id);
  }
}

@Resolver(() => RecycledFunnel)
export class RecycleBinResolver {
  @FieldResolver(() => Float, { description: `As it was when deleted. ${CONVERSION_RATE_DEFINITION}` })
  conversionRate(@Root() recycled: RecycledFunnel): number {
    return Number(recycled.conversionRate);
  }

  @Authorized()
  @Query(() => [RecycledFunnel], { description: 'Deleted funnels, soonest to be purged first.' })
  recycledFunnels(@Ctx() ctx: RequestContext): Promise<RecycledFunnel[]> {
    return ctx.services.recycleBin.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => Funnel, { description: 'Restores a deleted funnel as a draft.' })
  restoreFunnel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Funnel> {
    return ctx.services.recycleBin.restore(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteFunnelForever(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.recycleBin.deleteForever(ctx.actor, id);
    return true;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes every funnel in the recycle bin; answers how many.' })
  emptyRecycleBin(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.recycleBin.empty(ctx.actor);
  }
}
