import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { requestOrigin } from '../../shared/http/request-origin';
import { TestEmailResultView } from '../email';
import { given } from '../../shared/graphql/given';
import { Connection, type Page } from '../../shared/pagination';
import { Lead } from '../leads';
import { EmailSequence, SequenceTriggerEnum, type SequenceTrigger } from './email-sequence.entity';
import { EmailSequenceStep } from './email-sequence-step.entity';
import {
  EmailSequenceSubscriber,
  SubscriberStatusEnum,
  type SubscriberStatus,
} from './email-sequence-subscriber.entity';
import { sequenceCounts } from './sequences.loaders';

@ObjectType({ description: "One step's counters, kept by the engine and tracking." })
class StepPerformance {
  @Field(() => ID)
  stepId!: string;

  @Field(() => Int)
  stepNumber!: number;

  @Field()
  subject!: string;

  @Field(() => Int)
  sentCount!: number;

  @Field(() => Int)
  openCount!: number;

  @Field(() => Int)
  clickCount!: number;
}

@ObjectType({ description: '001 §3 sequence performance, from the send logs.' })
class SequencePerformance {
  @Field(() => Int, { description: 'Sends attempted (log rows).' })
  totalSent!: number;

  @Field(() => Int, { description: 'Sends the mail server accepted.' })
  totalDelivered!: number;

  @Field(() => Int, {
    description:
      'Sends made without an SMTP server (logged, not delivered): in totalSent, not in totalDelivered.',
  })
  totalSimulated!: number;

  @Field(() => Float, { description: 'Percent, one decimal: opened over delivered.' })
  openRate!: number;

  @Field(() => Float, { description: 'Percent, one decimal: clicked over delivered.' })
  clickRate!: number;

  @Field(() => [StepPerformance])
  steps!: StepPerformance[];
}

const SequenceSubscriberPage = Connection(EmailSequenceSubscriber, 'SequenceSubscriberPage', {
  counted: true,
  description: 'One page of subscribers, newest enrolment first.',
});

@ObjectType()
class RefusedLead {
  @Field(() => ID)
  leadId!: string;

  @Field()
  reason!: string;
}

@ObjectType({ description: 'What an enrolment did, lead by lead.' })
class EnrolResult {
  @Field(() => [ID], { description: 'Enrolled now (or again after removal), active from step 1.' })
  enrolled!: string[];

  @Field(() => [ID], { description: 'Already in the sequence; left as they were.' })
  alreadyEnrolled!: string[];

  @Field(() => [RefusedLead], { description: 'Not found, or unsubscribed from email.' })
  refused!: RefusedLead[];
}

@InputType({ description: 'A new sequence (001 §7 POST /api/email/sequences).' })
class EmailSequenceInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => SequenceTriggerEnum, { nullable: true, description: 'funnel_signup by default.' })
  trigger?: SequenceTrigger | null;

  @Field(() => String, {
    nullable: true,
    description:
      'funnel_signup: a funnel id, or none for any funnel; tag_added: the tag; date_based: a date.',
  })
  triggerValue?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true by default.' })
  isActive?: boolean | null;
}

@InputType({ description: 'Changes to a sequence; only the fields given change.' })
class EmailSequenceUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => SequenceTriggerEnum, { nullable: true })
  trigger?: SequenceTrigger | null;

  @Field(() => String, { nullable: true })
  triggerValue?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Active (true) or Paused (false).' })
  isActive?: boolean | null;
}

@InputType({ description: 'A new step (001 §7 POST /api/email/sequences/{id}/steps).' })
class EmailSequenceStepInput {
  @Field(() => Int, { nullable: true, description: 'The position to insert at; none appends.' })
  stepNumber?: number | null;

  @Field()
  subject!: string;

  @Field()
  content!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Hours after the previous step (or enrolment); 24 by default.',
  })
  delayHours?: number | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@InputType({ description: 'Changes to a step; only the fields given change.' })
class EmailSequenceStepUpdateInput {
  @Field(() => String, { nullable: true })
  subject?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;

  @Field(() => Int, { nullable: true })
  delayHours?: number | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@Resolver(() => EmailSequence)
export class SequencesResolver {
  @FieldResolver(() => Int, { description: 'How many steps the sequence has.' })
  async stepCount(@Root() sequence: EmailSequence, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.load(sequenceCounts, sequence.id))?.stepCount ?? 0;
  }

  @FieldResolver(() => Int, { description: 'Subscribers still receiving steps.' })
  async activeSubscriberCount(@Root() sequence: EmailSequence, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.load(sequenceCounts, sequence.id))?.activeSubscriberCount ?? 0;
  }

  @Authorized()
  @Query(() => [EmailSequence], { description: 'Your sequences, newest first.' })
  emailSequences(@Ctx() ctx: RequestContext): Promise<EmailSequence[]> {
    return ctx.services.sequences.list(ctx.actor);
  }

  @Authorized()
  @Query(() => EmailSequence)
  emailSequence(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<EmailSequence> {
    return ctx.services.sequences.get(ctx.actor, id);
  }

  @Authorized()
  @Query(() => [EmailSequenceStep], { description: 'A sequence’s steps in order.' })
  emailSequenceSteps(
    @Arg('sequenceId', () => ID) sequenceId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSequenceStep[]> {
    return ctx.services.sequences.steps(ctx.actor, sequenceId);
  }

  @Authorized()
  @Query(() => SequencePerformance)
  emailSequencePerformance(
    @Arg('sequenceId', () => ID) sequenceId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SequencePerformance> {
    return ctx.services.sequences.performance(ctx.actor, sequenceId);
  }

  @Authorized()
  @Query(() => SequenceSubscriberPage)
  emailSequenceSubscribers(
    @Arg('sequenceId', () => ID) sequenceId: string,
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { defaultValue: 20, description: '1 to 100.' }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('status', () => SubscriberStatusEnum, { nullable: true }) status?: SubscriberStatus | null,
  ): Promise<Page<EmailSequenceSubscriber>> {
    return ctx.services.sequences.subscribers(ctx.actor, sequenceId, {
      limit,
      offset,
      ...(status ? { status } : {}),
    });
  }

  @Authorized()
  @Mutation(() => EmailSequence)
  createEmailSequence(
    @Arg('input', () => EmailSequenceInput) input: EmailSequenceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSequence> {
    return ctx.services.sequences.create(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => EmailSequence, { description: 'The Active/Paused toggle, or other changes.' })
  updateEmailSequence(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EmailSequenceUpdateInput) input: EmailSequenceUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSequence> {
    return ctx.services.sequences.update(ctx.actor, id, given(input));
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes a sequence with its steps, subscribers and logs.' })
  deleteEmailSequence(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.sequences.remove(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => EmailSequenceStep)
  addEmailSequenceStep(
    @Arg('sequenceId', () => ID) sequenceId: string,
    @Arg('input', () => EmailSequenceStepInput) input: EmailSequenceStepInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSequenceStep> {
    return ctx.services.sequences.addStep(ctx.actor, sequenceId, given(input));
  }

  @Authorized()
  @Mutation(() => EmailSequenceStep)
  updateEmailSequenceStep(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EmailSequenceStepUpdateInput) input: EmailSequenceStepUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSequenceStep> {
    return ctx.services.sequences.updateStep(ctx.actor, id, given(input));
  }

  @Authorized()
  @Mutation(() => [TestEmailResultView], {
    description:
      'Send test: the step as saved, subject prefixed "[Test] ", to up to 5 addresses at once through your SMTP server; suppressed addresses are skipped. Answers per address.',
  })
  sendEmailSequenceStepTest(
    @Arg('id', () => ID) id: string,
    @Arg('to', () => [String]) to: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<TestEmailResultView[]> {
    return ctx.services.sequences.sendStepTest(
      ctx.actor,
      id,
      { to },
      { baseUrl: requestOrigin(ctx.http?.req) },
    );
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes a step; the later ones move up one.' })
  deleteEmailSequenceStep(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.sequences.removeStep(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => [EmailSequenceStep], {
    description: 'Every step id once, in the new order; numbered 1..N.',
  })
  reorderEmailSequenceSteps(
    @Arg('sequenceId', () => ID) sequenceId: string,
    @Arg('stepIds', () => [ID]) stepIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSequenceStep[]> {
    return ctx.services.sequences.reorderSteps(ctx.actor, sequenceId, { stepIds });
  }

  @Authorized()
  @Mutation(() => EnrolResult, { description: 'Enrols your leads by hand; unsubscribed leads are refused.' })
  enrolLeadsInSequence(
    @Arg('sequenceId', () => ID) sequenceId: string,
    @Arg('leadIds', () => [ID]) leadIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<EnrolResult> {
    return ctx.services.sequences.enrolLeads(ctx.actor, sequenceId, { leadIds });
  }

  @Authorized()
  @Mutation(() => EmailSequenceSubscriber, { description: 'Takes a subscriber out; its send history stays.' })
  removeSequenceSubscriber(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSequenceSubscriber> {
    return ctx.services.sequences.removeSubscriber(ctx.actor, id);
  }
}

@Resolver(() => EmailSequenceStep)
export class SequenceStepsResolver {
  @FieldResolver(() => ID)
  sequenceId(@Root() step: EmailSequenceStep): string {
    return step.sequence.id;
  }
}

@Resolver(() => EmailSequenceSubscriber)
export class SequenceSubscribersResolver {
  @FieldResolver(() => ID)
  sequenceId(@Root() subscriber: EmailSequenceSubscriber): string {
    return subscriber.sequence.id;
  }

  @FieldResolver(() => Lead, { description: 'The enrolled lead (loaded with the page).' })
  async lead(@Root() subscriber: EmailSequenceSubscriber): Promise<Lead> {
    return subscriber.lead.loadOrFail();
  }
}
