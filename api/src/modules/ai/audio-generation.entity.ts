import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

@Entity({ tableName: 'audio_generations' })
export class AudioGeneration extends CreatedEntity<'model' | 'status'> {
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

  @Property({ type: 'text', default: 'completed' })
  status: string = 'completed';

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;
}
