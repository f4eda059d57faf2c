import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { MediaItem } from '../media';

/** pending (queued) → processing (a worker speaks it) → completed or failed. */
export const AUDIO_GENERATION_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AudioGenerationStatus = (typeof AUDIO_GENERATION_STATUSES)[number];

/** 002 §3 audio_generations: one text to speech request and, once done, the file it made. */
@Entity({ tableName: 'audio_generations' })
export class AudioGeneration extends TimestampedEntity<'model' | 'status' | 'generator' | 'mediaItem'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'audio_generations_user_id_index' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  voiceId?: string | null;

  @Property({ type: 'text', nullable: true })
  voiceName?: string | null;

  @Property({ type: 'text', default: 'eleven_monolingual_v1' })
  model: string = 'eleven_monolingual_v1';

  @Property({ type: 'text', nullable: true })
  audioUrl?: string | null;

  /** Seconds. */
  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  duration?: string | null;

  @Property({ type: 'integer', nullable: true })
  characterCount?: number | null;

  /** Euro. */
  @Property({ type: 'decimal', precision: 10, scale: 4, nullable: true })
  estimatedCost?: string | null;

  // The spec's column default stays 'completed'; the service starts every new row as 'pending'.
  @Property({ type: 'text', default: 'completed' })
  status: string = 'completed';

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  /** Who spoke it: 'ElevenLabs' or 'Offline generator'. */
  @Property({ type: 'text', nullable: true })
  generator?: string | null;

  /** The library item holding the file; null until made, and once the item is deleted. */
  @ManyToOne(() => MediaItem, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'audio_generations_media_item_id_index',
  })
  mediaItem?: Ref<MediaItem> | null;
}
