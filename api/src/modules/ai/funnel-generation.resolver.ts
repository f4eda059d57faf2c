import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import type { FunnelGenerationView } from './funnel-generation.service';

@ObjectType({ description: 'A run of the AI complete-funnel generator and where it has got to.' })
class FunnelGeneration {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'queued, running, completed, failed or cancelled' })
  status!: string;

  @Field({ description: 'queued, copy, images, pages, emails, saving or done' })
  step!: string;

  @Field({ description: "The step in words ('Writing the copy', 'Generating image 2 of 4')." })
  stepLabel!: string;

  @Field(() => Float, { description: '0 to 1.' })
  progress!: number;

  @Field(() => Int, { description: 'Images made for the funnel.' })
  totalImages!: number;

  @Field(() => ID, { nullable: true, description: 'The draft funnel, once completed.' })
  funnelId!: string | null;

  @Field(() => String, { nullable: true, description: "Where to edit it: '/builder/{funnelId}'." })
  editUrl!: string | null;

  @Field(() => ID, { nullable: true, description: 'The 5-email sequence (inactive), once completed.' })
  sequenceId!: string | null;

  @Field(() => String, { nullable: true, description: "Who wrote the copy ('OpenAI', 'Offline generator')." })
  generator!: string | null;

  @Field(() => String, { nullable: true, description: 'Who made the images.' })
  imageGenerator!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  error!: string | null;

  @Field(() => String, { nullable: true, description: 'The result in words.' })
  message!: string | null;

  @Field()
  createdAt!: string;

  @Field()
  updatedAt!: string;
}

@InputType({ description: 'POST /api/ai/generate-complete-funnel, as GraphQL.' })
class GenerateFunnelInput {
  @Field({
    description: 'coaching, course, ecommerce, saas, agency, fitness, realestate, finance, beauty or other',
  })
  businessType!: string;

  @Field({ description: 'Required; at most 200 characters.' })
  targetAudience!: string;

  @Field({ description: 'Required; at most 200 characters.' })
  mainProduct!: string;

  @Field(() => String, {
    nullable: true,
    description: 'under-100, 100-500 (default), 500-1000, 1000-5000 or 5000-plus',
  })
  pricePoint?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'leads (default), sales, webinar, booking or launch (or their labels)',
  })
  marketingGoal?: string | null;
}

@Resolver()
export class FunnelGenerationResolver {
  @Authorized()
  @Mutation(() => FunnelGeneration, {
    description: 'Starts the AI complete-funnel generator; follow it with funnelGenerationChanged.',
  })
  generateCompleteFunnel(
    @Arg('input', () => GenerateFunnelInput) input: GenerateFunnelInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FunnelGenerationView> {
    return ctx.services.funnelGenerations.start(ctx.actor, { ...input });
  }

  @Authorized()
  @Query(() => FunnelGeneration)
  funnelGeneration(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<FunnelGenerationView> {
    return ctx.services.funnelGenerations.get(ctx.actor, id);
  }

  @Authorized()
  @Query(() => FunnelGeneration, {
    nullable: true,
    description: 'Your newest generation still queued or running, if any (to watch it again after a reload).',
  })
  activeFunnelGeneration(@Ctx() ctx: RequestContext): Promise<FunnelGenerationView | null> {
    return ctx.services.funnelGenerations.active(ctx.actor);
  }

  @Authorized()
  @Mutation(() => FunnelGeneration, {
    description: 'Cancels a queued or running generation; nothing it made is kept.',
  })
  cancelFunnelGeneration(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<FunnelGenerationView> {
    return ctx.services.funnelGenerations.cancel(ctx.actor, id);
  }

  @Authorized()
  @Subscription(() => FunnelGeneration, {
    topics: 'AI_GENERATION_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    filter: ({ payload }: { payload: { kind: string } }) => payload.kind === 'funnel',
    description: 'Each change of your complete-funnel generations: every step, completed, failed, cancelled.',
  })
  funnelGenerationChanged(
    @Root() event: { id: string },
    @Ctx() ctx: RequestContext,
  ): Promise<FunnelGenerationView> {
    return ctx.services.funnelGenerations.get(ctx.actor, event.id);
  }
}
