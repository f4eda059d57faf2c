import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { TimestampedEntity } from '../../shared/db/base.entity';

export const TEMPLATE_CATEGORIES = ['sales', 'landing', 'thankyou', 'splash', 'events', 'education'] as const;

/** A starting point for a funnel; shared by every user when isPublic. */
@ObjectType('Template', { description: 'A starting point for a funnel page.' })
@Entity({ tableName: 'templates' })
export class Template extends TimestampedEntity<'config' | 'avgConversionRate' | 'isPublic'> {
  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field()
  @Property({ type: 'text' })
  @Index({ name: 'templates_category_index' })
  category!: string;

  /** The funnel it starts: { version, steps } (answered by TemplatesResolver.config). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  config: Record<string, unknown> = {};

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  previewImage?: string | null;

  @Property({ type: 'decimal', precision: 5, scale: 2, default: 0 })
  avgConversionRate: string = '0';

  @Property({ type: 'boolean', default: true })
  isPublic: boolean = true;
}
