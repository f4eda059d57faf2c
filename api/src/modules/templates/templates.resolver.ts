import { JSONObjectResolver } from 'graphql-scalars';
import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { clientConfig, stepCountOf } from '../page-renderer';
import type { RequestContext } from '../../shared/context';
import { Template } from './template.entity';

@Resolver(() => Template)
export class TemplatesResolver {
  @FieldResolver(() => JSONObjectResolver, {
    description:
      "The funnel it starts: { version, steps }; a template of one step also has that step's elements and pageBackground at the top.",
  })
  config(@Root() template: Template): Record<string, unknown> {
    return clientConfig(template.config) as unknown as Record<string, unknown>;
  }

  @FieldResolver(() => Int, { description: 'How many steps (pages) the template has.' })
  stepCount(@Root() template: Template): number {
    return stepCountOf(template.config);
  }

  @FieldResolver(() => Float, { description: 'Average conversion rate, percent.' })
  avgConversionRate(@Root() template: Template): number {
    return Number(template.avgConversionRate);
  }

  @Authorized()
  @Query(() => [Template])
  templates(
    @Ctx() ctx: RequestContext,
    @Arg('category', () => String, {
      nullable: true,
      description: 'sales, landing, thankyou, splash, events, education or all.',
    })
    category?: string | null,
  ): Promise<Template[]> {
    return ctx.services.templates.list(ctx.actor, category ? { category } : {});
  }

  @Authorized()
  @Query(() => Template)
  template(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Template> {
    return ctx.services.templates.get(ctx.actor, id);
  }
}
