import { Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';

export const VIDEO_STATUSES = ['pending', 'processing', 'dreaming', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

@Entity({ tableName: 'video_generations' })
export class VideoGeneration extends TimestampedEntity<
  'status' | 'model' | 'resolution' | 'duration' | 'isPatched'
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
}
