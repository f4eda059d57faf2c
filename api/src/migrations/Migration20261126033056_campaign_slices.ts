import { Migration } from '@mikro-orm/migrations';

/**
 * Which send slice of a campaign waits (campaign-slices.ts): the earliest asked for wins, where
 * pg-boss's singleton key kept the first queued and a campaign could stall behind it.
 */
export class Migration20261126033056_campaign_slices extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "campaigns" add column "next_slice_at" timestamptz null, add column "next_slice_job" uuid null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaigns" drop column "next_slice_at", drop column "next_slice_job";`);
  }
}
