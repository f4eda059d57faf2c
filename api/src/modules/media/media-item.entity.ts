import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import type { MediaKind } from './media-types';

export const MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export const MEDIA_SOURCES = ['upload', 'ai'] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];
/** Resized copies: pending until the background job made them; none for kinds that have none. */
export const VARIANT_STATES = ['pending', 'ready', 'failed', 'none'] as const;
export type VariantState = (typeof VARIANT_STATES)[number];

/** One resized copy of an image: its width and height, format and where it is stored. */
export type MediaVariant = {
  width: number;
  height: number;
  format: 'webp' | 'avif' | 'jpg' | 'png';
  key: string;
  size: number;
};

/**
 * One file of the media library (002 §3 Media items): uploaded or made by AI, an image, a video
 * or an audio file. Its bytes are in the media storage under `storageKey`, named by their
 * content hash and this id; `details` keeps what a generator says about it (an AI audio's text
 * and voice, a video's style).
 */
@Entity({ tableName: 'media_items' })
// The library pages newest first per user (keyset on created_at, id) at any depth.
@Index({ name: 'media_items_user_created_index', properties: ['user', 'createdAt', 'id'] })
export class MediaItem extends CreatedEntity<
  | 'width'
  | 'height'
  | 'duration'
  | 'prompt'
  | 'generator'
  | 'details'
  | 'variants'
  | 'variantState'
  | 'thumbnailKey'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: () => [...MEDIA_KINDS] })
  kind!: MediaKind;

  @Enum({ items: () => [...MEDIA_SOURCES] })
  source!: MediaSource;

  /** The original file name (uploads) or a short title (AI); shown, never used as a path. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  mimeType!: string;

  /** Bytes of the stored original. */
  @Property({ type: 'bigint', columnType: 'bigint' })
  size!: number;

  /** sha256 of the stored bytes, hex. */
  @Property({ type: 'text' })
  contentHash!: string;

  @Property({ type: 'text', unique: 'media_items_storage_key_unique' })
  storageKey!: string;

  @Property({ type: 'integer', nullable: true })
  width?: number | null;

  @Property({ type: 'integer', nullable: true })
  height?: number | null;

  /** Seconds (to the millisecond), for video and audio. */
  @Property({ type: 'decimal', precision: 10, scale: 3, nullable: true })
  duration?: string | null;

  @Property({ type: 'text', nullable: true })
  prompt?: string | null;

  /** Who made an AI item ('Offline generator' or the provider's name). */
  @Property({ type: 'text', nullable: true })
  generator?: string | null;

  @Property({ type: 'jsonb', nullable: true })
  details?: Record<string, unknown> | null;

  @Property({ type: 'jsonb', default: '[]' })
  variants: MediaVariant[] = [];

  @Enum({ items: () => [...VARIANT_STATES], default: 'pending' })
  variantState: VariantState = 'pending';

  /** A small WebP for grids (an image's narrowest variant, a video's poster frame); null until made. */
  @Property({ type: 'text', nullable: true })
  thumbnailKey?: string | null;
}
