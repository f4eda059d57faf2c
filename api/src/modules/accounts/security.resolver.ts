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
  Root,
  Subscription,
  registerEnumType,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import { endSession } from '../../shared/auth/session';
import type { RequestContext } from '../../shared/context';
import { httpOnly } from './accounts.errors';
import type { DataExportView } from './data-export.service';
import { exportNotFound } from './security.errors';
import { finishTwoFactorSignIn } from './sign-in-flow';
import { User } from './user.entity';

export const DataExportStatusEnum = {
  building: 'building',
  ready: 'ready',
  failed: 'failed',
  downloaded: 'downloaded',
  expired: 'expired',
} as const;
registerEnumType(DataExportStatusEnum, { name: 'DataExportStatus' });

@ObjectType({ description: 'What the password step of a sign-in answered.' })
export class SignInResult {
  @Field(() => User, {
    nullable: true,
    description: 'The signed-in user; null while a two-factor code is due.',
  })
  user!: User | null;

  @Field({ description: 'True when the account asks for a code: call completeTwoFactorSignIn next.' })
  twoFactorRequired!: boolean;
}

@ObjectType()
class TwoFactorStatus {
  @Field()
  enabled!: boolean;

  @Field(() => Int)
  recoveryCodesLeft!: number;
}

@ObjectType({ description: 'Shown once, while two-factor authentication is being set up.' })
class TwoFactorSetup {
  @Field({ description: 'The secret as text (base32), for entering by hand.' })
  secret!: string;

  @Field()
  otpauthUrl!: string;

  @Field({ description: 'The otpauth URL as a QR code (a PNG data URL).' })
  qrCodeDataUrl!: string;
}

@ObjectType()
class NotificationSettings {
  @Field({ description: 'Email me when my account is signed in from a new device or browser.' })
  loginNotifications!: boolean;

  @Field({ description: 'Email me when someone tries to create an account with my email address.' })
  signUpNotices!: boolean;
}

@InputType()
class NotificationSettingsInput {
  @Field(() => Boolean, { nullable: true })
  loginNotifications?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  signUpNotices?: boolean | null;
}

@InputType()
class DeleteAccountInput {
  @Field(() => String, { nullable: true, description: 'The current password (accounts that have one).' })
  password?: string | null;

  @Field({ description: 'DELETE, typed by the person deleting.' })
  confirmation!: string;
}

@ObjectType('DataExport', { description: 'A "Download Your Data" archive.' })
class DataExportObject {
  @Field(() => ID)
  id!: string;

  @Field(() => DataExportStatusEnum)
  status!: DataExportView['status'];

  @Field(() => Int, { description: '0–100 while building.' })
  progress!: number;

  @Field(() => Float, { nullable: true })
  sizeBytes!: number | null;

  @Field()
  createdAt!: Date;

  @Field({ description: 'After this the archive is removed, downloaded or not.' })
  expiresAt!: Date;

  @Field(() => String, { nullable: true, description: 'Where the ready archive is downloaded, once.' })
  downloadUrl!: string | null;
}

const toExport = (view: DataExportView): DataExportObject => ({
  ...view,
  downloadUrl: view.status === 'ready' ? `/api/account/data-exports/${view.id}/download` : null,
});

function httpOf(ctx: RequestContext) {
  if (!ctx.http) throw httpOnly();
  return ctx.http;
}

/** The account's Security tab, its Notifications tab and account deletion. */
@Resolver()
export class SecurityResolver {
  @Mutation(() => User, {
    description:
      'The second step of a sign-in with two-factor on: a current code from the authenticator app, or an unused recovery code.',
  })
  completeTwoFactorSignIn(@Arg('code') code: string, @Ctx() ctx: RequestContext): Promise<User> {
    return finishTwoFactorSignIn(ctx, httpOf(ctx), { code });
  }

  @Authorized()
  @Query(() => TwoFactorStatus)
  twoFactorStatus(@Ctx() ctx: RequestContext): Promise<TwoFactorStatus> {
    return ctx.services.twoFactor.status(ctx.actor);
  }

  @Authorized()
  @Mutation(() => TwoFactorSetup, {
    description: 'A new secret and its QR code, shown this once; confirmTwoFactorSetup turns it on.',
  })
  startTwoFactorSetup(@Ctx() ctx: RequestContext): Promise<TwoFactorSetup> {
    return ctx.services.twoFactor.startSetup(ctx.actor);
  }

  @Authorized()
  @Mutation(() => [String], {
    description:
      'Turns two-factor on with a current code; answers the 10 one-time recovery codes, this once.',
  })
  confirmTwoFactorSetup(@Arg('code') code: string, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.twoFactor.confirmSetup(ctx.actor, { code });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turns two-factor off; takes a current code or a recovery code.' })
  disableTwoFactor(@Arg('code') code: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.twoFactor.disable(ctx.actor, { code });
  }

  @Authorized()
  @Query(() => NotificationSettings)
  notificationSettings(@Ctx() ctx: RequestContext): Promise<NotificationSettings> {
    return ctx.services.accountNotifications.settings(ctx.actor);
  }

  @Authorized()
  @Mutation(() => NotificationSettings)
  updateNotificationSettings(
    @Arg('input') input: NotificationSettingsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<NotificationSettings> {
    return ctx.services.accountNotifications.updateSettings(ctx.actor, {
      loginNotifications: input.loginNotifications ?? undefined,
      signUpNotices: input.signUpNotices ?? undefined,
    });
  }

  @Authorized()
  @Query(() => DataExportObject, { nullable: true, description: 'The latest "Download Your Data" archive.' })
  async latestDataExport(@Ctx() ctx: RequestContext): Promise<DataExportObject | null> {
    const view = await ctx.services.dataExports.latest(ctx.actor);
    return view ? toExport(view) : null;
  }

  @Authorized()
  @Mutation(() => DataExportObject, { description: 'Starts building a ZIP of everything the account owns.' })
  async requestDataExport(@Ctx() ctx: RequestContext): Promise<DataExportObject> {
    return toExport(await ctx.services.dataExports.request(ctx.actor));
  }

  @Authorized()
  @Subscription(() => DataExportObject, {
    topics: 'DATA_EXPORT_UPDATED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'An archive of the signed-in user, each time it moves on (progress, ready, downloaded).',
  })
  async dataExportUpdated(
    @Root() event: { exportId: string },
    @Ctx() ctx: RequestContext,
  ): Promise<DataExportObject> {
    const view = await ctx.services.dataExports.find(requireActor(ctx.actor).userId, event.exportId);
    if (!view) throw exportNotFound();
    return toExport(view);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Deletes the account and everything it owns, then ends the session. Cannot be undone.',
  })
  async deleteAccount(@Arg('input') input: DeleteAccountInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    const { req, res } = httpOf(ctx);
    await ctx.services.accountDeletion.deleteAccount(ctx.actor, input, { ip: ctx.ip });
    await endSession(req, res);
    return true;
  }
}
