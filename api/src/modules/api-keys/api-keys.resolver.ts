import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { ApiKey } from './api-key.entity';

@InputType({
  description: 'A new API key: a name, what it may do (default: everything), an optional expiry.',
})
class CreateApiKeyInput {
  @Field()
  keyName!: string;

  @Field(() => [String], {
    nullable: true,
    description:
      'Any of funnels:read, funnels:write, leads:read, leads:write, campaigns:read, campaigns:write; all when left out.',
  })
  permissions?: string[] | null;

  @Field(() => Date, { nullable: true })
  expiresAt?: Date | null;
}

@ObjectType({ description: 'A key just made: the key itself is here once and never again.' })
class CreatedApiKey {
  @Field(() => ApiKey)
  apiKey!: ApiKey;

  @Field({ description: 'The bearer key (ff_live_…); only its hash is kept.' })
  key!: string;
}

@Resolver(() => ApiKey)
export class ApiKeysResolver {
  @Authorized()
  @Query(() => [ApiKey], { description: "The signed-in user's API keys, newest first." })
  apiKeys(@Ctx() ctx: RequestContext): Promise<ApiKey[]> {
    return ctx.services.apiKeys.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => CreatedApiKey)
  createApiKey(@Arg('input') input: CreateApiKeyInput, @Ctx() ctx: RequestContext): Promise<CreatedApiKey> {
    return ctx.services.apiKeys.create(ctx.actor, input);
  }

  @Authorized()
  @Mutation(() => ApiKey, { description: 'Switches the key off for good.' })
  deactivateApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ApiKey> {
    return ctx.services.apiKeys.deactivate(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes the key; answers its id.' })
  deleteApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.apiKeys.remove(ctx.actor, id);
  }
}
