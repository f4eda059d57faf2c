import { Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';
import { MediaItem } from '../media';

export const IMAGE_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

/** One AI image request (002 §3 image_generations), and where its job has got to. */
@Entity({ tableName: 'image_generations' })
export class ImageGeneration extends TimestampedEntity<'style' | 'size' | 'status' | 'estimatedCost'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'image_generations_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  prompt!: string;

  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  @Property({ type: 'text', default: 'vivid' })
  style: string = 'vivid';

  @Property({ type: 'text', default: '1024x1024' })
  size: string = '1024x1024';

  @ManyToOne(() => Funnel, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'image_generations_funnel_id_index',
  })
  funnel?: Ref<Funnel> | null;

  @Property({ type: 'text', nullable: true })
  elementId?: string | null;

  @Enum({ items: () => [...IMAGE_STATUSES], default: 'pending' })
  status: ImageStatus = 'pending';

  /** The provider's own words (or ours) when it failed; shown to the user. */
  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  /** Who made it: the provider's name, or 'Offline generator'; null until it runs. */
  @Property({ type: 'text', nullable: true })
  generator?: string | null;

  /** US dollars (a provider image about 0.04; the offline generator 0). */
  @Property({ type: 'decimal', precision: 10, scale: 4, default: '0' })
  estimatedCost: string = '0';

  /** The media library item holding the image; deleting it there leaves this row without one. */
  @ManyToOne(() => MediaItem, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'image_generations_media_item_id_index',
  })
  mediaItem?: Ref<MediaItem> | null;
}
