import {
  Arg,
  Authorized,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { given } from '../../shared/graphql/given';
import { MAX_IMPORT_ROWS, type ImportExisting, type LeadImportResult } from './lead-import.service';

export const LeadImportExistingEnum = { update: 'update', skip: 'skip' } as const;
registerEnumType(LeadImportExistingEnum, {
  name: 'LeadImportExisting',
  description: 'What an import does with a row whose email is already one of your leads.',
  valuesConfig: {
    update: { description: 'Update the lead with the non-empty cells of the row.' },
    skip: { description: "Leave the lead alone; the row is skipped as 'Already exists'." },
  },
});

@InputType({
  description:
    'One data row of a CSV file, its cells mapped to lead fields. Cells are text as in the file; a bad value skips the row with a reason.',
})
class LeadImportRow {
  @Field(() => Int, {
    nullable: true,
    description: "The row's number among the file's data rows, for the report.",
  })
  rowNumber?: number | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  source?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "new, contacted, follow-up (or 'Follow up'), converted or lost.",
  })
  status?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A whole number from 0 to 100; set as a manual score.',
  })
  score?: string | null;

  @Field(() => String, { nullable: true, description: 'Tags separated by commas or semicolons.' })
  tags?: string | null;
}

@ObjectType({ description: 'Why one row was not imported.' })
class LeadImportError {
  @Field(() => Int)
  row!: number;

  @Field()
  email!: string;

  @Field()
  reason!: string;
}

@ObjectType('LeadImportResult', {
  description: 'What an import did: counts, and the skipped rows with their reasons.',
})
class LeadImportResultType {
  @Field(() => Int)
  created!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int)
  skipped!: number;

  @Field(() => [LeadImportError], { description: 'Skipped rows in row order.' })
  errors!: LeadImportError[];

  @Field(() => String, {
    nullable: true,
    description: "Why rows were refused for the plan's lead limit, and how to add more; null when none were.",
  })
  limitMessage!: string | null;
}

@Resolver()
export class LeadImportResolver {
  @Authorized()
  @Mutation(() => LeadImportResultType, {
    name: 'importLeads',
    description: `Imports up to ${MAX_IMPORT_ROWS} CSV rows as leads, one per email (case-insensitively).`,
  })
  importLeads(
    @Ctx() ctx: RequestContext,
    @Arg('rows', () => [LeadImportRow]) rows: LeadImportRow[],
    @Arg('onExisting', () => LeadImportExistingEnum, { nullable: true, defaultValue: 'update' })
    onExisting: ImportExisting | null,
  ): Promise<LeadImportResult> {
    return ctx.services.leadImport.importRows(ctx.actor, {
      rows: rows.map((row) => given(row)),
      onExisting,
    });
  }
}
