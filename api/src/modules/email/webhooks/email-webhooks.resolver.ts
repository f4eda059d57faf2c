import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../shared/context';
import { given } from '../../../shared/graphql/given';
import { requestOrigin } from '../../../shared/http/request-origin';
import { EmailWebhookProvider } from './email-webhook.entity';

@ObjectType('EmailWebhook', {
  description:
    "One email service's bounce and complaint webhook: the secret URL to paste into it and what proves its calls.",
})
class EmailWebhookView {
  @Field(() => EmailWebhookProvider)
  provider!: EmailWebhookProvider;

  @Field({ description: 'Set up and taking calls; a provider never set up is off and has no URL.' })
  enabled!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The URL to paste into the provider (Postmark's carries its login); null until set up.",
  })
  url!: string | null;

  @Field({ description: "A verification key is saved (SendGrid's public key, Mailgun's signing key)." })
  hasSecret!: boolean;

  @Field(() => String, { nullable: true, description: "Postmark: the webhook's basic-auth user name." })
  username!: string | null;

  @Field(() => String, { nullable: true, description: "Postmark: the webhook's basic-auth password." })
  password!: string | null;

  @Field(() => [String], { description: 'Amazon SES: the SNS topics whose subscription was confirmed.' })
  snsTopics!: string[];

  @Field(() => Date, { nullable: true, description: 'The last call that carried events.' })
  lastEventAt!: Date | null;
}

@InputType({
  description:
    "One provider's webhook: on or off, and its verification key (SendGrid's public key, Mailgun's signing key); an empty key keeps the stored one.",
})
class EmailWebhookInput {
  @Field(() => EmailWebhookProvider)
  provider!: EmailWebhookProvider;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true })
  secret?: string | null;
}

@Resolver()
export class EmailWebhooksResolver {
  @Authorized()
  @Query(() => [EmailWebhookView], {
    description:
      'Your bounce and complaint webhooks, one per email service (Amazon SES, SendGrid, Postmark, Mailgun).',
  })
  emailWebhooks(@Ctx() ctx: RequestContext): Promise<EmailWebhookView[]> {
    return ctx.services.emailWebhooks.list(ctx.actor, requestOrigin(ctx.http?.req));
  }

  @Authorized()
  @Mutation(() => EmailWebhookView, {
    description: "Turns one provider's webhook on or off and saves its key; the first save makes its URL.",
  })
  saveEmailWebhook(
    @Arg('input', () => EmailWebhookInput) input: EmailWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailWebhookView> {
    return ctx.services.emailWebhooks.save(ctx.actor, given(input), requestOrigin(ctx.http?.req));
  }

  @Authorized()
  @Mutation(() => EmailWebhookView, {
    description:
      "A new secret URL for one provider's webhook (and a new Postmark login); the old URL stops working.",
  })
  regenerateEmailWebhookUrl(
    @Arg('provider', () => EmailWebhookProvider) provider: EmailWebhookProvider,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailWebhookView> {
    return ctx.services.emailWebhooks.regenerate(ctx.actor, { provider }, requestOrigin(ctx.http?.req));
  }
}
