import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../../shared/auth/actor';
import type { RequestContext } from '../../../shared/context';
import { given } from '../../../shared/graphql/given';
import { Connection } from '../../../shared/pagination';
import { EmailSuppression, SuppressionReason } from './email-suppression.entity';

const SuppressionPage = Connection(EmailSuppression, 'SuppressionPage', {
  counted: true,
  description: 'Suppressed addresses, newest first.',
});

@InputType({ description: 'An address to suppress by hand, with an optional note.' })
class AddSuppressionInput {
  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@Resolver(() => EmailSuppression)
export class SuppressionsResolver {
  @Authorized()
  @Query(() => SuppressionPage, {
    description:
      'Your suppression list: addresses your campaigns and sequences skip. Filter by part of the address or the reason.',
  })
  suppressions(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('reason', () => SuppressionReason, { nullable: true }) reason?: SuppressionReason,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ) {
    return ctx.services.suppressions.list(ctx.actor, given({ search, reason, limit, after }));
  }

  @Authorized()
  @Mutation(() => EmailSuppression, { description: 'Suppresses an address by hand (reason manual).' })
  addSuppression(@Arg('input') input: AddSuppressionInput, @Ctx() ctx: RequestContext) {
    return ctx.services.suppressions.add(ctx.actor, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Takes an address off the list; answers its id.' })
  removeSuppression(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.suppressions.remove(ctx.actor, id);
  }

  @Authorized()
  @Subscription(() => Int, {
    topics: 'SUPPRESSIONS_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Each time your suppression list changes: how many addresses it now holds.',
  })
  suppressionsChanged(@Ctx() ctx: RequestContext) {
    return ctx.services.suppressions.count(ctx.actor);
  }
}
