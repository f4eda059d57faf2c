import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import { leadImportNotFound, type LeadImportView } from './lead-import-job.service';
import type { LeadImportStatus } from './lead-import.entity';
import { LeadImportExistingEnum } from './lead-import.resolver';
import type { ImportExisting } from './lead-import.service';

export const LeadImportStatusEnum = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;
registerEnumType(LeadImportStatusEnum, {
  name: 'LeadImportStatus',
  description: 'Where a CSV import job stands.',
  valuesConfig: {
    queued: { description: 'Uploaded; waiting for a worker.' },
    running: { description: 'Rows are being imported.' },
    done: { description: 'Every row was imported or skipped with a reason.' },
    failed: { description: 'The import stopped; errorMessage says why.' },
    cancelled: { description: 'Stopped on request; rows already imported stay.' },
  },
});

@ObjectType('LeadImport', {
  description:
    'A CSV file of leads imported by a server job: it goes on when the browser that uploaded it is closed.',
})
class LeadImportObject {
  @Field(() => ID)
  id!: string;

  @Field()
  fileName!: string;

  @Field(() => Float, { description: 'The size of the uploaded file in bytes.' })
  fileSize!: number;

  @Field(() => LeadImportStatusEnum)
  status!: LeadImportStatus;

  @Field(() => LeadImportExistingEnum)
  onExisting!: ImportExisting;

  @Field(() => Int, {
    nullable: true,
    description: 'Data rows with a value; null until the job has read the file.',
  })
  totalRows!: number | null;

  @Field(() => Int, { description: 'Rows done so far (imported or skipped).' })
  processed!: number;

  @Field(() => Int)
  created!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int, { description: 'Rows not imported; each has its reason in the report.' })
  skipped!: number;

  @Field(() => String, { nullable: true, description: 'Why a failed import stopped.' })
  errorMessage!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Why rows were refused for the plan's lead limit, and how to add more; null when none were.",
  })
  limitMessage!: string | null;

  @Field({ description: 'The skipped rows with their reasons, as CSV (GET, cookie session).' })
  reportUrl!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}

const toObject = (view: LeadImportView): LeadImportObject => ({
  ...view,
  reportUrl: `/api/leads/imports/${view.id}/report.csv`,
});

type ProgressArgs = { id?: string | null };

/** CSV import jobs: the list, one import, cancel, and their progress pushed as they go. */
@Resolver()
export class LeadImportJobsResolver {
  @Authorized()
  @Query(() => [LeadImportObject], {
    description: 'Your latest CSV imports, newest first. Upload a file with POST /api/leads/imports.',
  })
  async leadImports(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 10 }) limit: number,
  ): Promise<LeadImportObject[]> {
    return (await ctx.services.leadImportJobs.list(ctx.actor, limit)).map(toObject);
  }

  @Authorized()
  @Query(() => LeadImportObject, { description: 'One of your CSV imports.' })
  async leadImport(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<LeadImportObject> {
    return toObject(await ctx.services.leadImportJobs.get(ctx.actor, id));
  }

  @Authorized()
  @Mutation(() => LeadImportObject, {
    description: 'Stops a waiting or running import after the batch in flight; rows already imported stay.',
  })
  async cancelLeadImport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
  ): Promise<LeadImportObject> {
    return toObject(await ctx.services.leadImportJobs.cancel(ctx.actor, id));
  }

  @Authorized()
  @Subscription(() => LeadImportObject, {
    topics: 'LEAD_IMPORT_PROGRESS',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    filter: ({ payload, args }: { payload: { importId: string }; args: ProgressArgs }) =>
      !args.id || payload.importId === args.id,
    description:
      'One of your imports (id), or any of them (no id), each time it moves on: a few times a second while it runs.',
  })
  async leadImportProgress(
    @Root() event: { importId: string },
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { nullable: true }) _id: string | null,
  ): Promise<LeadImportObject> {
    const view = await ctx.services.leadImportJobs.find(requireActor(ctx.actor).userId, event.importId);
    if (!view) throw leadImportNotFound();
    return toObject(view);
  }
}
