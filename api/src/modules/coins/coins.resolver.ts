import { Authorized, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';

@ObjectType({ description: "The signed-in user's ForgeCoin balance (1 FC = 1 EUR)." })
class ForgecoinBalance {
  @Field({ description: 'A decimal with two places, e.g. "12.50".' })
  balance!: string;

  @Field(() => ID)
  userId!: string;

  @Field({ description: 'When the balance was read.' })
  timestamp!: Date;
}

@Resolver()
export class CoinsResolver {
  @Authorized()
  @Query(() => ForgecoinBalance, {
    description: 'Your ForgeCoin balance: the sum of your completed ledger entries.',
  })
  forgecoinBalance(@Ctx() ctx: RequestContext): Promise<ForgecoinBalance> {
    return ctx.services.coins.balance(ctx.actor);
  }
}
