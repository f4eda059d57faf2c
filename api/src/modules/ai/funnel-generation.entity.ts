import { Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { TimestampedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';
import type { FunnelBrief } from './text-provider';

export const FUNNEL_GENERATION_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type FunnelGenerationStatus = (typeof FUNNEL_GENERATION_STATUSES)[number];

/** An image the generator made so far: removed again when the generation does not complete. */
export type GeneratedFunnelImage = { generationId: string; mediaId: string; url: string };

/** One run of the AI complete-funnel generator (002 §2, issue 19), and where it has got to. */
@Entity({ tableName: 'funnel_generations' })
export class FunnelGeneration extends TimestampedEntity<
  'status' | 'step' | 'stepLabel' | 'progress' | 'totalImages' | 'images'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'funnel_generations_user_id_index' })
  user!: Ref<User>;

  @Enum({ items: () => [...FUNNEL_GENERATION_STATUSES], default: 'queued' })
  status: FunnelGenerationStatus = 'queued';

  /** The five answers, as checked. */
  @Property({ type: 'jsonb' })
  input!: FunnelBrief;

  /** queued, copy, images, pages, emails, saving, done. */
  @Property({ type: 'text', default: 'queued' })
  step: string = 'queued';

  /** The step in words ('Generating image 2 of 4'). */
  @Property({ type: 'text', default: 'Waiting to start' })
  stepLabel: string = 'Waiting to start';

  /** 0 to 1 (numeric: the schema keeps no floating-point columns). */
  @Property({ type: 'decimal', precision: 4, scale: 3, default: '0' })
  progress: string = '0';

  @Property({ type: 'integer', default: 0 })
  totalImages: number = 0;

  /** The images made so far (media library items), so an unfinished run can remove them. */
  @Property({ type: 'jsonb', default: '[]' })
  images: GeneratedFunnelImage[] = [];

  @ManyToOne(() => Funnel, {
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'funnel_generations_funnel_id_index',
  })
  funnel?: Ref<Funnel> | null;

  @Property({ type: 'uuid', nullable: true })
  sequenceId?: string | null;

  /** Who wrote the copy ('OpenAI', 'Offline generator'). */
  @Property({ type: 'text', nullable: true })
  generator?: string | null;

  /** Who made the images. */
  @Property({ type: 'text', nullable: true })
  imageGenerator?: string | null;

  /** The result in words (e.g. that the image allowance was used up). */
  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
