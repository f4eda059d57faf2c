import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../shared/context';
import { CampaignAbRest, CampaignAbTestView, CampaignAbVariant } from './campaign-ab-tests.types';

/** The figures of a campaign's A/B test, read only when asked for. */
@Resolver(() => CampaignAbTestView)
export class CampaignAbTestsResolver {
  @FieldResolver(() => [CampaignAbVariant], { description: 'A first; figures of the sample so far.' })
  variants(@Root() test: CampaignAbTestView, @Ctx() ctx: RequestContext): Promise<CampaignAbVariant[]> {
    return ctx.services.campaignAbTests.variantResults(test.campaign);
  }

  @FieldResolver(() => CampaignAbRest, {
    nullable: true,
    description: 'The recipients outside the sample, once they were given the winner.',
  })
  rest(@Root() test: CampaignAbTestView, @Ctx() ctx: RequestContext): Promise<CampaignAbRest | null> {
    return ctx.services.campaignAbTests.restResults(test.campaign);
  }
}
