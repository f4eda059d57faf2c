import {
  Arg,
  Authorized,
  Ctx,
  Field,
  InputType,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import { endSession, establishSession } from '../../shared/auth/session';
import type { RequestContext } from '../../shared/context';
import { httpOnly, userNotFound } from './accounts.errors';
import { SignInResult } from './security.resolver';
import { existingDeviceHash } from './device-cookie';
import { afterSignIn, finishPasswordSignIn } from './sign-in-flow';
import { User } from './user.entity';

@InputType()
class CredentialsInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType()
class SignUpInput extends CredentialsInput {
  @Field(() => String, {
    nullable: true,
    description: 'The ?ref= code of the affiliate link that brought the visitor.',
  })
  referralCode?: string | null;
}

@InputType({ description: 'Only the fields sent change.' })
class ProfileInput {
  @Field(() => String, { nullable: true, description: 'Required: when sent it must not be blank.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Required: when sent it must not be blank.' })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'Unique whatever its letter case; empty clears it.' })
  username?: string | null;

  @Field(() => String, { nullable: true, description: 'A new address needs currentPassword.' })
  email?: string | null;

  @Field(() => String, { nullable: true })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true, description: 'Needs currentPassword.' })
  newPassword?: string | null;
}

function httpOf(ctx: RequestContext) {
  if (!ctx.http) throw httpOnly();
  return ctx.http;
}

@Resolver(() => User)
export class AccountsResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  me(@Ctx() ctx: RequestContext): Promise<User | null> | null {
    return ctx.actor ? ctx.services.accounts.findUser(ctx.actor.userId) : null;
  }

  @Mutation(() => User, {
    description:
      "Creates an account and signs it in (sets the session cookie). With the address of an existing account, its owner's password signs them in; anything else is refused as any refused sign-up is (BAD_USER_INPUT), and the owner is emailed.",
  })
  async signUp(@Arg('input') input: SignUpInput, @Ctx() ctx: RequestContext): Promise<User> {
    const { req } = httpOf(ctx);
    const { user, created } = await ctx.services.accounts.register(input, {
      ip: ctx.ip,
      deviceHash: existingDeviceHash(req),
    });
    await establishSession(req, user.id);
    await afterSignIn(ctx, httpOf(ctx), user.id, !created);
    return user;
  }

  @Mutation(() => SignInResult, {
    description:
      'Signs in with email and password (sets the session cookie). With two-factor on it answers twoFactorRequired and no user: completeTwoFactorSignIn finishes.',
  })
  async signIn(@Arg('input') input: CredentialsInput, @Ctx() ctx: RequestContext): Promise<SignInResult> {
    const user = await ctx.services.accounts.authenticate(input, { ip: ctx.ip });
    return finishPasswordSignIn(ctx, httpOf(ctx), user);
  }

  @Mutation(() => Boolean, { description: 'Ends the session.' })
  async signOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    const { req, res } = httpOf(ctx);
    await endSession(req, res);
    return true;
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      'Changes the profile. A new email or password needs the current password; a new password signs out every other session of the user (over a WebSocket, every session).',
  })
  updateProfile(@Arg('input') input: ProfileInput, @Ctx() ctx: RequestContext): Promise<User> {
    return ctx.services.accounts.updateProfile(ctx.actor, input, ctx.http?.req.sessionID ?? null);
  }

  @Authorized()
  @Subscription(() => User, {
    topics: 'USER_UPDATED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: "The signed-in user's account, each time it changes.",
  })
  async meUpdated(@Root() event: { userId: string }, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.services.accounts.findUser(event.userId);
    if (!user) throw userNotFound();
    return user;
  }
}
