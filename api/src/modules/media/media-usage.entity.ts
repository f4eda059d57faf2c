import { Entity, ManyToOne, PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Funnel } from '../funnels';
import { MediaItem } from './media-item.entity';

/**
 * A funnel uses a media item: its draft or published pages name the item's address. Rewritten
 * from the funnel's config whenever the funnel is saved (in the same transaction), so every item
 * knows usedInFunnels.
 */
@Entity({ tableName: 'media_usages' })
export class MediaUsage {
  [PrimaryKeyProp]?: ['media', 'funnel'];

  @ManyToOne(() => MediaItem, { ref: true, primary: true, deleteRule: 'cascade' })
  media!: Ref<MediaItem>;

  @ManyToOne(() => Funnel, {
    ref: true,
    primary: true,
    deleteRule: 'cascade',
    index: 'media_usages_funnel_id_index',
  })
  funnel!: Ref<Funnel>;
}
