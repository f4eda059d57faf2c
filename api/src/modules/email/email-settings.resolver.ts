import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
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

@ObjectType('EmailSettings', {
  description: 'Your SMTP server (001 §2.8). The password is never answered: hasPassword says one is stored.',
})
class EmailSettingsView {
  @Field(() => ID)
  id!: string;

  @Field()
  smtpHost!: string;

  @Field(() => Int)
  smtpPort!: number;

  @Field({
    description: 'TLS from the first byte (port 465); off: STARTTLS when the server offers it (587, 25).',
  })
  smtpSecure!: boolean;

  @Field()
  smtpUser!: string;

  @Field()
  fromEmail!: string;

  @Field(() => String, { nullable: true })
  fromName!: string | null;

  @Field({ description: 'Off: your emails are simulated (or go through the server-wide SMTP, when set).' })
  isActive!: boolean;

  @Field({ description: 'Whether a password is stored (leave it empty when saving to keep it).' })
  hasPassword!: boolean;

  @Field(() => Float, {
    nullable: true,
    description:
      'Messages per second to this server, for all workers together (0: no limit); null: the default.',
  })
  sendRatePerSecond!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Connections open at once to this server; null: the default.',
  })
  sendConnections!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Messages per clock hour (0: no quota); a spent quota pauses sends until the next hour. Null: the default.',
  })
  hourlyQuota!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Messages per UTC day (0: no quota); a spent quota pauses sends until midnight UTC. Null: the default.',
  })
  dailyQuota!: number | null;

  @Field(() => Date, { nullable: true, description: 'The last connection test or send.' })
  lastTestedAt!: Date | null;

  @Field(() => Boolean, { nullable: true })
  lastTestOk!: boolean | null;

  @Field(() => String, { nullable: true })
  lastTestMessage!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType({
  description:
    'The email service status (001 §2.4): Ready when configured and connected, Configuration Issue when configured only, else Not Configured.',
})
class EmailStatus {
  @Field({ description: 'Your active SMTP settings, or the server-wide SMTP_URL, exist.' })
  configured!: boolean;

  @Field({ description: 'The last connection test or send through it succeeded.' })
  connected!: boolean;

  @Field({ description: 'What is true, in a sentence.' })
  message!: string;
}

@ObjectType({ description: 'The sending limits a blank field in Email Settings stands for (0: no limit).' })
class EmailSendingDefaults {
  @Field(() => Float)
  ratePerSecond!: number;

  @Field(() => Int)
  maxConnections!: number;

  @Field(() => Int)
  hourlyQuota!: number;

  @Field(() => Int)
  dailyQuota!: number;
}

@ObjectType()
class EmailTestResult {
  @Field()
  success!: boolean;

  @Field({ description: "'SMTP connection test passed.', or why it failed." })
  message!: string;
}

@InputType({
  description:
    'The SMTP form (001 §5). Missing port, secure and active take the defaults 465, true, true; an empty password keeps the stored one.',
})
class EmailSettingsInput {
  @Field(() => String, { nullable: true })
  smtpHost?: string | null;

  @Field(() => Int, { nullable: true })
  smtpPort?: number | null;

  @Field(() => Boolean, { nullable: true })
  smtpSecure?: boolean | null;

  @Field(() => String, { nullable: true })
  smtpUser?: string | null;

  @Field(() => String, { nullable: true })
  smtpPassword?: string | null;

  @Field(() => String, { nullable: true })
  fromEmail?: string | null;

  @Field(() => String, { nullable: true })
  fromName?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Null: the default.' })
  sendRatePerSecond?: number | null;

  @Field(() => Int, { nullable: true, description: 'Null: the default.' })
  sendConnections?: number | null;

  @Field(() => Int, { nullable: true, description: 'Null: the default.' })
  hourlyQuota?: number | null;

  @Field(() => Int, { nullable: true, description: 'Null: the default.' })
  dailyQuota?: number | null;
}

@Resolver()
export class EmailSettingsResolver {
  @Authorized()
  @Query(() => EmailSettingsView, { nullable: true, description: 'Your SMTP settings, or null.' })
  emailSettings(@Ctx() ctx: RequestContext): Promise<EmailSettingsView | null> {
    return ctx.services.emailSettings.get(ctx.actor);
  }

  @Authorized()
  @Query(() => EmailSendingDefaults)
  emailSendingDefaults(@Ctx() ctx: RequestContext): EmailSendingDefaults {
    return ctx.services.emailSettings.sendingDefaults(ctx.actor);
  }

  @Authorized()
  @Query(() => EmailStatus)
  emailStatus(@Ctx() ctx: RequestContext): Promise<EmailStatus> {
    return ctx.services.emailSettings.status(ctx.actor);
  }

  @Authorized()
  @Mutation(() => EmailSettingsView, { description: 'Creates or replaces your SMTP settings.' })
  saveEmailSettings(
    @Arg('input', () => EmailSettingsInput) input: EmailSettingsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailSettingsView> {
    return ctx.services.emailSettings.save(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes your SMTP settings.' })
  async deleteEmailSettings(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.emailSettings.remove(ctx.actor);
    return true;
  }

  @Authorized()
  @Mutation(() => EmailTestResult, {
    description: 'Connects and logs in with the form values (an empty password uses the stored one).',
  })
  testEmailSettings(
    @Arg('input', () => EmailSettingsInput) input: EmailSettingsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailTestResult> {
    return ctx.services.emailSettings.test(ctx.actor, given(input));
  }

  @Authorized()
  @Subscription(() => EmailStatus, {
    topics: 'EMAIL_STATUS_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Your email service status, each time it may have changed.',
  })
  emailStatusChanged(@Ctx() ctx: RequestContext): Promise<EmailStatus> {
    return ctx.services.emailSettings.status(ctx.actor);
  }
}
