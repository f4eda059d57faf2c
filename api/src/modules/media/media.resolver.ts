import { Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';

@ObjectType({ description: 'An image or video of the media library.' })
class MediaItem {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  url!: string;

  @Field({ description: 'image or video' })
  type!: string;

  @Field(() => Int, { description: 'Bytes (0 when not known).' })
  size!: number;

  @Field()
  uploadedAt!: string;

  @Field({ description: 'upload, or ai for generated media (shown with an AI badge)' })
  source!: string;

  @Field(() => String, { nullable: true })
  prompt!: string | null;
}

@ObjectType()
class MediaLibrary {
  @Field(() => [MediaItem])
  images!: MediaItem[];

  @Field(() => [MediaItem])
  videos!: MediaItem[];
}

@Resolver()
export class MediaResolver {
  @Authorized()
  @Query(() => MediaLibrary, { description: 'Your uploaded and generated media, newest first.' })
  mediaLibrary(@Ctx() ctx: RequestContext): Promise<MediaLibrary> {
    return ctx.services.media.library(ctx.actor);
  }
}
