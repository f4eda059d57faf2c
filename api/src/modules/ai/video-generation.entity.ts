import { DecimalType, Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';
import { MediaItem } from '../media';

export const VIDEO_STATUSES = ['pending', 'processing', 'dreaming', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** One AI video request (002 §3 video_generations), or a dub of one, and where its job has got to. */
@Entity({ tableName: 'video_generations' })
export class VideoGeneration extends TimestampedEntity<
  | 'status'
  | 'model'
  | 'resolution'
  | 'duration'
  | 'isPatched'
  | 'aspectRatio'
  | 'audio'
  | 'loop'
  | 'enhancePrompt'
  | 'estimatedCost'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'video_generations_user_id_index' })
  user!: Ref<User>;

  /** The provider's generation id; null for the local offline generator. */
  @Property({ type: 'text', nullable: true, unique: 'video_generations_luma_id_unique' })
  lumaId?: string | null;

  @ManyToOne(() => Funnel, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'video_generations_funnel_id_index',
  })
  funnel?: Ref<Funnel> | null;

  @Property({ type: 'text', nullable: true })
  elementId?: string | null;

  @Property({ type: 'text' })
  prompt!: string;

  @Enum({ items: () => [...VIDEO_STATUSES], default: 'pending' })
  status: VideoStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  videoUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  thumbnailUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  @Property({ type: 'text', default: 'ray-2' })
  model: string = 'ray-2';

  @Property({ type: 'text', default: '720p' })
  resolution: string = '720p';

  @Property({ type: 'text', default: '5s' })
  duration: string = '5s';

  @Property({ type: 'boolean', default: false })
  isPatched: boolean = false;

  @Property({ type: 'text', default: '16:9' })
  aspectRatio: string = '16:9';

  /** realistic, cinematic, animated, documentary or commercial; null when none was chosen. */
  @Property({ type: 'text', nullable: true })
  style?: string | null;

  /** none, ambient, music or voiceover. */
  @Property({ type: 'text', default: 'none' })
  audio: string = 'none';

  @Property({ type: 'boolean', default: false })
  loop: boolean = false;

  @Property({ type: 'boolean', default: false })
  enhancePrompt: boolean = false;

  /** Who made it: 'Luma', 'Offline generator', or what dubbed it; null until it runs. */
  @Property({ type: 'text', nullable: true })
  generator?: string | null;

  /** US dollars (see video-provider.ts's cost table; 0 offline and for dubs). */
  @Property({ type: 'decimal', precision: 10, scale: 4, default: '0' })
  estimatedCost: string = '0';

  /** 0..1 while rendering when known (numeric: the schema keeps no floating-point columns). */
  @Property({ type: new DecimalType('number'), precision: 4, scale: 3, nullable: true })
  progress?: number | null;

  /** What else is known: the provider's state, a dub's source video and audio. */
  @Property({ type: 'jsonb', nullable: true })
  details?: Record<string, unknown> | null;

  /** The media library item holding the video; deleting it there leaves this row without one. */
  @ManyToOne(() => MediaItem, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'video_generations_media_item_id_index',
  })
  mediaItem?: Ref<MediaItem> | null;
}
