import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { Template } from './template.entity';

@Resolver(() => Template)
export class TemplatesResolver {
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
