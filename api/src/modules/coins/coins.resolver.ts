import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import { given } from '../../shared/graphql/given';
import { Connection } from '../../shared/pagination';

@ObjectType({ description: "The signed-in user's ForgeCoin balance (1 FC = 1 EUR)." })
class ForgecoinBalance {
  @Field({ description: 'A decimal with two places, e.g. "12.50".' })
  balance!: string;

  @Field(() => ID)
  userId!: string;

  @Field({ description: 'When the balance was read.' })
  timestamp!: Date;
}

@ObjectType({ description: 'One movement of your wallet.' })
class ForgecoinHistoryEntry {
  @Field(() => ID)
  id!: string;

  @Field({
    description:
      'top_up, grant, subscription, renewal, transfer, affiliate_payout, refund or opening_balance.',
  })
  type!: string;

  @Field({ description: 'A decimal with two places: positive came in, negative went out.' })
  amount!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "A transfer's other account (its email)." })
  counterparty!: string | null;
}

const ForgecoinHistory = Connection(ForgecoinHistoryEntry, 'ForgecoinHistory', { counted: false });

@InputType({ description: 'ForgeCoins to send to another FunnelForge account.' })
class TransferForgecoinsInput {
  @Field({ description: "The recipient's account email." })
  email!: string;

  @Field({ description: 'A decimal with at most two places.' })
  amount!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field({ description: 'Made once per transfer by the client: sending it again moves nothing twice.' })
  idempotencyKey!: string;
}

@ObjectType()
class ForgecoinTransferResult {
  @Field(() => ID)
  movementId!: string;

  @Field({ description: 'True when this key had already moved the coins (nothing moved now).' })
  replayed!: boolean;

  @Field({ description: 'Your balance after the transfer.' })
  balance!: string;
}

@Resolver()
export class CoinsResolver {
  @Authorized()
  @Query(() => ForgecoinBalance, { description: 'Your ForgeCoin balance, from your ledger.' })
  forgecoinBalance(@Ctx() ctx: RequestContext): Promise<ForgecoinBalance> {
    return ctx.services.coins.balance(ctx.actor);
  }

  @Authorized()
  @Query(() => ForgecoinHistory, { description: "Your wallet's movements, newest first." })
  forgecoinHistory(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ) {
    return ctx.services.coins.history(ctx.actor, given({ limit, after }));
  }

  @Authorized()
  @Mutation(() => ForgecoinTransferResult, {
    description: 'Sends ForgeCoins to another account, by its email.',
  })
  transferForgecoins(
    @Arg('input') input: TransferForgecoinsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ForgecoinTransferResult> {
    return ctx.services.coins.transfer(ctx.actor, given(input));
  }

  @Authorized()
  @Subscription(() => ForgecoinBalance, {
    topics: 'FORGECOIN_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Your balance, each time a movement touches your wallet (instead of polling).',
  })
  forgecoinBalanceChanged(@Ctx() ctx: RequestContext): Promise<ForgecoinBalance> {
    return ctx.services.coins.balance(ctx.actor);
  }
}
