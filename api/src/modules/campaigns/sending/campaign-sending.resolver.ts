import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { RequestContext } from '../../../shared/context';
import { Campaign, CampaignStatusEnum, type CampaignStatus } from '../campaign.entity';
import type { CampaignProgress as Progress } from './campaign-sending.service';
import { requestOrigin } from '../../../shared/http/request-origin';

@ObjectType({ description: 'How far a campaign’s send has come.' })
class CampaignProgress {
  @Field(() => ID)
  campaignId!: string;

  @Field(() => CampaignStatusEnum)
  status!: CampaignStatus;

  @Field(() => Int, { description: 'Recipients delivered so far.' })
  sent!: number;

  @Field(() => Int, { description: 'Recipients that failed (with the reason kept per recipient).' })
  failed!: number;

  @Field(() => Int, {
    description: 'Recipients skipped: unsubscribed, or on the suppression list (not failures).',
  })
  skipped!: number;

  @Field(() => Int, { description: 'All recipients of the send.' })
  total!: number;

  @Field(() => Date, {
    nullable: true,
    description: "While the user's hourly or daily sending quota is spent: when the send goes on.",
  })
  quotaResumeAt!: Date | null;
}

@Resolver()
export class CampaignSendingResolver {
  @Authorized()
  @Mutation(() => Campaign, {
    description:
      'Sends a draft or scheduled campaign now to its audience (leads who have not unsubscribed); on a paused campaign, resumes with the recipients not yet sent. Progress: campaignProgress.',
  })
  sendCampaign(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Campaign> {
    return ctx.services.campaignSending.send(ctx.actor, id, { baseUrl: requestOrigin(ctx.http?.req) });
  }

  @Authorized()
  @Mutation(() => Campaign, {
    description:
      'Returns a scheduled or sending campaign to draft; a send in progress stops before its next message.',
  })
  pauseCampaign(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Campaign> {
    return ctx.services.campaignSending.pause(ctx.actor, id);
  }

  @Authorized()
  @Subscription(() => CampaignProgress, {
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { id: string }, RequestContext>) =>
      context.services.campaignSending.progressStream(context.actor, String(args.id)),
    description:
      'The progress of one of your campaigns now, then as it changes (at most a few times a second).',
  })
  campaignProgress(@Root() progress: Progress, @Arg('id', () => ID) _id: string): CampaignProgress {
    return progress;
  }
}
