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
    description: 'The page: { version, elements, pageBackground }.',
  })
  config?: Record<string, unknown> | null;
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
    const { id: funnelId, name, status, config } = await ctx.services.funnels.viewable(ctx.actor, id);
    return { id: funnelId, name, status, config };
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
