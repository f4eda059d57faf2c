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
import { AppError } from '../../shared/errors/app-error';
import { Connection } from '../../shared/pagination';
import type { AudioGenerationView } from './audio-generation.service';

@ObjectType('AudioGeneration', { description: 'Text spoken by AI (002 §3 Audio item), and how far it got.' })
class AudioGenerationType {
  @Field(() => ID)
  id!: string;

  @Field()
  text!: string;

  @Field(() => String, { nullable: true })
  voiceId!: string | null;

  @Field(() => String, { nullable: true })
  voiceName!: string | null;

  @Field()
  model!: string;

  @Field(() => String, { nullable: true, description: 'The MP3, once completed.' })
  audioUrl!: string | null;

  @Field(() => Float, { nullable: true, description: 'Seconds.' })
  duration!: number | null;

  @Field(() => Int)
  characterCount!: number;

  @Field(() => Float, { nullable: true, description: 'Euro, estimated from the characters; 0 offline.' })
  estimatedCost!: number | null;

  @Field({ description: 'pending, processing, completed or failed' })
  status!: string;

  @Field(() => String, { nullable: true, description: "Why it failed, in the provider's own words." })
  failureReason!: string | null;

  @Field(() => String, { nullable: true, description: "'ElevenLabs' or 'Offline generator'." })
  generator!: string | null;

  @Field(() => ID, { nullable: true, description: 'Its media library item.' })
  mediaId!: string | null;

  @Field()
  createdAt!: string;

  @Field()
  updatedAt!: string;
}

@ObjectType('Voice', { description: 'A voice text can be spoken with.' })
class VoiceType {
  @Field(() => ID)
  voiceId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  accent!: string | null;

  @Field(() => String, { nullable: true })
  gender!: string | null;

  @Field({ description: "'ElevenLabs' or 'Offline generator'." })
  generator!: string;
}

@ObjectType({ description: 'An audio generation changed; `generation` is null once it was deleted.' })
class AudioGenerationChange {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'pending, processing, completed, failed or deleted' })
  status!: string;

  @Field(() => AudioGenerationType, { nullable: true })
  generation!: AudioGenerationView | null;
}

@InputType()
class GenerateAudioInput {
  @Field({ description: 'The text to speak: 1 to 5000 characters.' })
  text!: string;

  @Field(() => String, { nullable: true, description: 'One of `voices`; the default voice when left out.' })
  voiceId?: string | null;
}

const AudioGenerationList = Connection(AudioGenerationType, 'AudioGenerationList', {
  counted: false,
  description: 'One page of your audio generations, newest first.',
});

@Resolver(() => AudioGenerationType)
export class AudioGenerationResolver {
  @Authorized()
  @Mutation(() => AudioGenerationType, {
    description: 'Queues text to speech; follow it with aiAudioStatusChanged. Answers it as pending.',
  })
  generateAudio(
    @Arg('input', () => GenerateAudioInput) input: GenerateAudioInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AudioGenerationView> {
    return ctx.services.audioGenerations.start(ctx.actor, { ...input });
  }

  @Authorized()
  @Query(() => AudioGenerationList)
  audioGenerations(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: '1 to 100.' }) limit?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the page before.' })
    after?: string | null,
  ) {
    return ctx.services.audioGenerations.list(ctx.actor, { limit, after });
  }

  @Authorized()
  @Query(() => AudioGenerationType)
  audioGeneration(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AudioGenerationView> {
    return ctx.services.audioGenerations.get(ctx.actor, id);
  }

  @Authorized()
  @Query(() => Float, { description: 'Euro estimated for your audio generations this calendar month (UTC).' })
  audioMonthlyCost(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.audioGenerations.monthlyCost(ctx.actor);
  }

  @Authorized()
  @Query(() => [VoiceType], { description: 'The voices of the configured generator.' })
  voices(@Ctx() ctx: RequestContext) {
    return ctx.services.audioGenerations.voices(ctx.actor);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes the generation and its media library item. Answers the id.' })
  async deleteAudioGeneration(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.audioGenerations.remove(ctx.actor, id)).id;
  }

  @Authorized()
  @Subscription(() => AudioGenerationChange, {
    topics: 'AI_GENERATION_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    filter: ({ payload }: { payload: { kind: string } }) => payload.kind === 'audio',
    description: 'One of your audio generations changed: queued, processing, completed, failed or deleted.',
  })
  async aiAudioStatusChanged(
    @Root() event: { kind: string; id: string },
    @Ctx() ctx: RequestContext,
  ): Promise<AudioGenerationChange> {
    try {
      const generation = await ctx.services.audioGenerations.get(ctx.actor, event.id);
      return { id: event.id, status: generation.status, generation };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        return { id: event.id, status: 'deleted', generation: null };
      throw error;
    }
  }
}
