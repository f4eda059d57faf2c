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
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import { defineLoader } from '../../shared/graphql/loaders';
import { Connection } from '../../shared/pagination';
import type { MediaUsageView, MediaView } from './media.service';

@ObjectType({ description: 'A funnel whose pages use a media item.' })
class MediaUsage {
  @Field(() => ID)
  funnelId!: string;

  @Field()
  funnelName!: string;
}

@ObjectType({ description: 'An image, video or audio file of the media library.' })
class MediaItem {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'The original file.' })
  url!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "A small WebP for grids (an image's narrowest variant, a video's poster frame); null until made.",
  })
  thumbnailUrl!: string | null;

  @Field({ description: 'image, video or audio' })
  type!: string;

  @Field()
  mimeType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field(() => Int, { nullable: true })
  width!: number | null;

  @Field(() => Int, { nullable: true })
  height!: number | null;

  @Field(() => Float, { nullable: true, description: 'Seconds, for video and audio.' })
  duration!: number | null;

  @Field()
  uploadedAt!: string;

  @Field({ description: 'upload, or ai for generated media (shown with an AI badge)' })
  source!: string;

  @Field(() => String, { nullable: true })
  prompt!: string | null;

  @Field(() => String, { nullable: true, description: "Who made an AI item, e.g. 'Offline generator'." })
  generator!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "An AI item's estimated cost (0 offline), in costCurrency; null for uploads.",
  })
  estimatedCost!: number | null;

  @Field(() => String, { nullable: true, description: 'USD (images, videos) or EUR (voice).' })
  costCurrency!: string | null;
}

@ObjectType()
class MediaLibrary {
  @Field(() => [MediaItem])
  images!: MediaItem[];

  @Field(() => [MediaItem])
  videos!: MediaItem[];
}

@ObjectType({ description: 'The media library stat cards (002 §2).' })
class MediaStats {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  images!: number;

  @Field(() => Int)
  videos!: number;

  @Field(() => Int)
  audio!: number;

  @Field(() => Int)
  aiGenerated!: number;

  @Field(() => Float, { description: 'Bytes of every stored original.' })
  totalBytes!: number;
}

@ObjectType({ description: 'A media item was created, updated (its thumbnail made) or deleted.' })
class MediaChange {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'created, updated or deleted' })
  change!: string;
}

@InputType({ description: 'The library filters; a missing field means all.' })
class MediaFilter {
  @Field(() => String, { nullable: true, description: 'Matches the name or the prompt, case-insensitively.' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'image, video or audio' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'upload or ai' })
  source?: string | null;
}

const MediaItemList = Connection(MediaItem, 'MediaItemList', {
  counted: true,
  description: 'One page of the media library, newest first.',
});

/** The funnels using each item of a page, one query per page. */
const mediaUsage = defineLoader<string, MediaUsageView[]>(
  'media.usedInFunnels',
  async ({ actor, services }, ids) => {
    if (!actor) return ids.map(() => []);
    const byMedia = await services.media.usages(actor.userId, ids);
    return ids.map((id) => byMedia.get(id) ?? []);
  },
);

@Resolver(() => MediaItem)
export class MediaResolver {
  @Authorized()
  @Query(() => MediaLibrary, {
    description: 'Your uploaded and generated images and videos, newest first (the pickers).',
  })
  mediaLibrary(@Ctx() ctx: RequestContext): Promise<MediaLibrary> {
    return ctx.services.media.library(ctx.actor);
  }

  @Authorized()
  @Query(() => MediaItemList, { description: 'One page of your media library, newest first.' })
  mediaItems(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => MediaFilter, { nullable: true }) filter?: MediaFilter | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 48, description: '1 to 1000.' }) limit?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the page before.' })
    after?: string | null,
  ) {
    return ctx.services.media.list(ctx.actor, {
      type: filter?.type ?? undefined,
      source: filter?.source ?? undefined,
      search: filter?.search ?? undefined,
      limit,
      after: after ?? undefined,
    });
  }

  @Authorized()
  @Query(() => MediaItem, { description: 'One item of your library.' })
  mediaItem(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MediaView> {
    return ctx.services.media.get(ctx.actor, id);
  }

  @Authorized()
  @Query(() => MediaStats)
  mediaStats(@Ctx() ctx: RequestContext): Promise<MediaStats> {
    return ctx.services.media.stats(ctx.actor);
  }

  @Authorized()
  @Mutation(() => ID, {
    description: 'Deletes the item and its files; pages that used it show a placeholder. Answers the id.',
  })
  async deleteMedia(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.media.remove(ctx.actor, { id })).id;
  }

  @Authorized()
  @Subscription(() => MediaChange, {
    topics: 'MEDIA_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Your media library changed: an item was added, updated (its thumbnail made) or deleted.',
  })
  mediaChanged(@Root() event: { id: string; change: string }): MediaChange {
    return { id: event.id, change: event.change };
  }

  @FieldResolver(() => [MediaUsage], {
    description: 'The funnels (not in the recycle bin) whose pages use it.',
  })
  async usedInFunnels(@Root() item: MediaView, @Ctx() ctx: RequestContext): Promise<MediaUsageView[]> {
    return (await ctx.loaders.load(mediaUsage, item.id)) ?? [];
  }
}
