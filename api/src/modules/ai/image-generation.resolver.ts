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
import { Connection } from '../../shared/pagination';
import { aiCostRates, type AiCostRates as AiCostRatesView } from './ai-cost-rates';
import { aiUsage } from './ai-usage';
import type { AiUsage as AiUsageView, ImageGenerationView } from './image-generation.service';

@ObjectType({ description: 'An AI image request and where it has got to (002 §3 AI image).' })
class ImageGeneration {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'pending, processing, completed or failed' })
  status!: string;

  @Field()
  prompt!: string;

  @Field({ description: 'vivid or natural' })
  style!: string;

  @Field({ description: '1024x1024, 1792x1024 or 1024x1792' })
  size!: string;

  @Field(() => String, { nullable: true, description: 'The image, once completed.' })
  imageUrl!: string | null;

  @Field(() => ID, { nullable: true, description: 'Its media library item, once completed.' })
  mediaId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Who made it: the provider ('OpenAI') or 'Offline generator'.",
  })
  generator!: string | null;

  @Field(() => Float, { description: 'Estimated cost in US dollars (0 for the offline generator).' })
  estimatedCost!: number;

  @Field(() => String, { nullable: true, description: "Why it failed: the provider's own message." })
  failureReason!: string | null;

  @Field(() => ID, { nullable: true })
  funnelId!: string | null;

  @Field(() => String, { nullable: true })
  elementId!: string | null;

  @Field()
  createdAt!: string;

  @Field()
  updatedAt!: string;
}

@InputType({ description: 'POST /api/ai/generate-image, as GraphQL.' })
class GenerateImageInput {
  @Field({ description: 'Required; not blank.' })
  prompt!: string;

  @Field(() => String, { nullable: true, description: 'vivid (default) or natural' })
  style?: string | null;

  @Field(() => String, { nullable: true, description: '1024x1024 (default), 1792x1024 or 1024x1792' })
  size?: string | null;

  @Field(() => ID, { nullable: true })
  funnelId?: string | null;

  @Field(() => String, { nullable: true })
  elementId?: string | null;
}

@ObjectType({ description: "This month's AI use against the allowance." })
class AiUsage {
  @Field(() => Int)
  imagesThisMonth!: number;

  @Field(() => Int, { description: 'Images a month on your plan (its maxAiImages); -1: unlimited.' })
  imagesAllowed!: number;

  @Field({ description: 'When the allowance renews: the first of next month, UTC.' })
  resetsAt!: string;

  @Field(() => Float, { description: 'US dollars: every generation of this month that did not fail.' })
  estimatedCostThisMonth!: number;

  @Field({ description: "Who makes the images: the provider ('OpenAI') or 'Offline generator'." })
  imageGenerator!: string;

  @Field(() => Int)
  videosThisMonth!: number;

  @Field(() => Int, { description: 'Videos a month on your plan (its maxAiVideos); -1: unlimited.' })
  videosAllowed!: number;

  @Field({ description: "Who makes the videos: 'Luma' or 'Offline generator'." })
  videoGenerator!: string;
}

@ObjectType({ description: 'The estimated cost of one video of a model, resolution and duration.' })
class VideoCostRate {
  @Field()
  model!: string;

  @Field()
  resolution!: string;

  @Field({ description: '5s or 9s' })
  duration!: string;

  @Field(() => Float, { description: 'US dollars.' })
  usd!: number;
}

@ObjectType({
  description:
    "The estimated prices of the generators this server uses now (0 for an offline generator): what each generation's estimatedCost will record.",
})
class AiCostRates {
  @Field(() => Float, { description: 'US dollars per image.' })
  imageUsd!: number;

  @Field(() => Float, { description: 'Euro per character of speech.' })
  voiceEurPerCharacter!: number;

  @Field(() => [VideoCostRate], { description: 'Every model, resolution and duration a video can have.' })
  videos!: VideoCostRate[];
}

@ObjectType({ description: 'An AI image generation changed; generation is null once it was deleted.' })
class AiImageChange {
  @Field(() => ID)
  id!: string;

  @Field(() => ImageGeneration, { nullable: true })
  generation!: ImageGenerationView | null;
}

const ImageGenerationList = Connection(ImageGeneration, 'ImageGenerationList', {
  counted: true,
  description: 'One page of your AI image generations, newest first.',
});

@Resolver()
export class ImageGenerationResolver {
  @Authorized()
  @Mutation(() => ImageGeneration, {
    description: 'Queues an AI image; follow it with aiImageStatusChanged or imageGeneration.',
  })
  generateImage(
    @Arg('input', () => GenerateImageInput) input: GenerateImageInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ImageGenerationView> {
    return ctx.services.aiImages.create(ctx.actor, { ...input });
  }

  @Authorized()
  @Query(() => ImageGenerationList)
  imageGenerations(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 24, description: '1 to 100.' }) limit?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the page before.' })
    after?: string | null,
  ) {
    return ctx.services.aiImages.list(ctx.actor, { limit, after: after ?? undefined });
  }

  @Authorized()
  @Query(() => ImageGeneration)
  imageGeneration(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ImageGenerationView> {
    return ctx.services.aiImages.get(ctx.actor, id);
  }

  @Authorized()
  @Query(() => AiUsage, {
    description: "This month's AI use (images and videos), the allowances and when they renew.",
  })
  aiUsage(@Ctx() ctx: RequestContext): Promise<AiUsageView> {
    return aiUsage(ctx.services, ctx.actor);
  }

  @Authorized()
  @Query(() => AiCostRates, {
    description:
      'The estimated price of an image, a character of speech and each kind of video, here and now.',
  })
  aiCostRates(@Ctx() ctx: RequestContext): AiCostRatesView {
    return aiCostRates(ctx.services, ctx.actor);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes a generation and its media library item. Answers the id.' })
  async deleteImageGeneration(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.aiImages.remove(ctx.actor, id)).id;
  }

  @Authorized()
  @Subscription(() => AiImageChange, {
    topics: 'AI_GENERATION_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    filter: ({ payload }: { payload: { kind: string } }) => payload.kind === 'image',
    description: 'Each change of your AI image generations: queued, processing, completed, failed, deleted.',
  })
  async aiImageStatusChanged(
    @Root() event: { id: string },
    @Ctx() ctx: RequestContext,
  ): Promise<AiImageChange> {
    // Deleted since (the event was its deletion): the change says so with a null generation.
    const generation = await ctx.services.aiImages.get(ctx.actor, event.id).catch(() => null);
    return { id: event.id, generation };
  }
}
