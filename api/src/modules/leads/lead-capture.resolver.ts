import { Authorized, Field, ID, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';

@ObjectType({ description: 'A lead captured by a form on one of your funnel pages.' })
export class LeadCaptured {
  @Field(() => ID)
  leadId!: string;

  @Field(() => ID)
  funnelId!: string;
}

@Resolver()
export class LeadCaptureResolver {
  @Authorized()
  @Subscription(() => LeadCaptured, {
    topics: 'LEAD_CAPTURED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Each lead your funnel pages capture, as it arrives.',
  })
  leadCaptured(@Root() event: { leadId: string; funnelId: string }): LeadCaptured {
    return { leadId: event.leadId, funnelId: event.funnelId };
  }
}
