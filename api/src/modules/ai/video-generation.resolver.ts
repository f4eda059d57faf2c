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
import { AppError } from '../../shared/errors/app-error';
import type { RequestContext } from '../../shared/context';
import { Connection } from '../../shared/pagination';
import { DUB_FAILED } from './video-generation.errors';
import type { VideoGenerationView } from './video-generation.service';

@ObjectType({
  description: 'An AI video request, or a dub of one, and where it has got to (000 §3 AI video).',
})
class VideoGeneration {
  @Field(() => ID)
  id!: string;

  @Field()
  prompt!: string;

  @Field({ description: 'pending, processing, dreaming, completed or failed' })
  status!: string;

  @Field({ description: 'ray-2 (default), ray-flash-2 or ray-1-6' })
  model!: string;

  @Field({ description: '540p, 720p (default), 1080p or 4k' })
  resolution!: string;

  @Field({ description: '5s (default) or 9s' })
  duration!: string;

  @Field({ description: '16:9 (default), 9:16, 1:1 or 4:3' })
  aspectRatio!: string;

  @Field(() => String, {
    nullable: true,
    description: 'realistic, cinematic, animated, documentary or commercial',
  })
  style!: string | null;

  @Field({ description: 'none (default), ambient, music or voiceover' })
  audio!: string;

  @Field()
  loop!: boolean;

  @Field()
  enhancePrompt!: boolean;

  @Field(() => String, { nullable: true, description: 'The MP4, once completed.' })
  videoUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'Its poster frame, once completed.' })
  thumbnailUrl!: string | null;

  @Field(() => String, { nullable: true, description: "Why it failed: the provider's own message." })
  failureReason!: string | null;

  @Field({ description: 'True for a dubbed video: its sound was replaced.' })
  isPatched!: boolean;

  @Field(() => ID, { nullable: true })
  funnelId!: string | null;

  @Field(() => String, { nullable: true })
  elementId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Its media library item, once completed.' })
  mediaId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "'Luma', 'Offline generator'; a dub says what dubbed it.",
  })
  generator!: string | null;

  @Field(() => Float, { description: 'Estimated cost in US dollars; 0 offline.' })
  estimatedCost!: number;

  @Field(() => Float, { nullable: true, description: '0..1 while rendering when known, else null.' })
  progress!: number | null;

  @Field()
  createdAt!: string;

  @Field()
  updatedAt!: string;
}

@InputType({ description: 'POST /api/ai/generate-video, as GraphQL.' })
class GenerateVideoInput {
  @Field({ description: "Required; not blank ('Please enter a video prompt')." })
  prompt!: string;

  @Field(() => String, { nullable: true, description: 'ray-2 (default), ray-flash-2 or ray-1-6' })
  model?: string | null;

  @Field(() => String, { nullable: true, description: '540p, 720p (default), 1080p or 4k' })
  resolution?: string | null;

  @Field(() => String, { nullable: true, description: '5s (default) or 9s' })
  duration?: string | null;

  @Field(() => String, { nullable: true, description: '16:9 (default), 9:16, 1:1 or 4:3' })
  aspectRatio?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'realistic, cinematic, animated, documentary or commercial',
  })
  style?: string | null;

  @Field(() => String, { nullable: true, description: 'none (default), ambient, music or voiceover' })
  audio?: string | null;

  @Field(() => Boolean, { nullable: true })
  enhancePrompt?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  loop?: boolean | null;

  @Field(() => ID, { nullable: true })
  funnelId?: string | null;

  @Field(() => String, { nullable: true })
  elementId?: string | null;
}

@InputType({ description: 'POST /api/ai/dub-video, as GraphQL.' })
class DubVideoInput {
  @Field(() => ID, { description: 'A video generation id, or a video media item id, of yours.' })
  videoId!: string;

  @Field(() => ID, { description: 'An audio generation id, or an audio media item id, of yours.' })
  audioId!: string;

  @Field(() => Float, { nullable: true, description: '0 to 2; default 0.8.' })
  audioVolume?: number | null;
}

@ObjectType({ description: 'What dubbing answered: the new video, or why it failed.' })
class DubVideoResult {
  @Field()
  success!: boolean;

  @Field(() => String, { nullable: true })
  dubbedVideoUrl!: string | null;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => VideoGeneration, { nullable: true })
  generation!: VideoGenerationView | null;
}

@ObjectType({ description: 'An AI video generation changed; generation is null once it was deleted.' })
class AiVideoChange {
  @Field(() => ID)
  id!: string;

  @Field(() => VideoGeneration, { nullable: true })
  generation!: VideoGenerationView | null;
}

const VideoGenerationList = Connection(VideoGeneration, 'VideoGenerationList', {
  counted: false,
  description: 'One page of your AI videos (dubs included), newest first.',
});

@Resolver()
export class VideoGenerationResolver {
  @Authorized()
  @Query(() => VideoGenerationList)
  videoGenerations(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => String, { nullable: true, description: "Only these ('completed')." })
    status?: string | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the page before.' })
    after?: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 24, description: '1 to 100.' }) limit?: number,
  ) {
    return ctx.services.aiVideos.list(ctx.actor, { status, after: after ?? undefined, limit });
  }

  @Authorized()
  @Query(() => VideoGeneration)
  videoGeneration(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<VideoGenerationView> {
    return ctx.services.aiVideos.get(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => VideoGeneration, {
    description: 'Queues an AI video; follow it with aiVideoStatusChanged or videoGeneration.',
  })
  generateVideo(
    @Arg('input', () => GenerateVideoInput) input: GenerateVideoInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VideoGenerationView> {
    return ctx.services.aiVideos.create(ctx.actor, { ...input });
  }

  @Authorized()
  @Mutation(() => ID, {
    description: 'Deletes a video generation and its media library item. Answers the id.',
  })
  async deleteVideoGeneration(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.aiVideos.remove(ctx.actor, id)).id;
  }

  @Authorized()
  @Mutation(() => DubVideoResult, {
    description: "Replaces a video's sound with an audio file (on this machine): a new video, isPatched.",
  })
  async dubVideo(
    @Arg('input', () => DubVideoInput) input: DubVideoInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DubVideoResult> {
    try {
      const { generation, dubbedVideoUrl } = await ctx.services.aiVideos.dub(ctx.actor, { ...input });
      return { success: true, dubbedVideoUrl, error: null, generation };
    } catch (error) {
      // Not signed in stays an error; everything else is the spec's answer {success: false, error}.
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') throw error;
      if (!(error instanceof AppError)) ctx.log.error({ err: error }, 'dubbing failed');
      return {
        success: false,
        dubbedVideoUrl: null,
        error: error instanceof AppError ? error.message : DUB_FAILED,
        generation: null,
      };
    }
  }

  @Authorized()
  @Subscription(() => AiVideoChange, {
    topics: 'AI_GENERATION_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    filter: ({ payload }: { payload: { kind: string } }) => payload.kind === 'video',
    description:
      'Each change of your AI videos: queued, processing, dreaming (with progress), completed, failed, deleted.',
  })
  async aiVideoStatusChanged(
    @Root() event: { id: string },
    @Ctx() ctx: RequestContext,
  ): Promise<AiVideoChange> {
    // Deleted since (the event was its deletion): the change says so with a null generation.
    const generation = await ctx.services.aiVideos.get(ctx.actor, event.id).catch(() => null);
    return { id: event.id, generation };
  }
}
