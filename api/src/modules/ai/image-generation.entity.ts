import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';
import { Funnel } from '../funnels';

@Entity({ tableName: 'image_generations' })
export class ImageGeneration extends CreatedEntity<'style' | 'size'> {
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
}
