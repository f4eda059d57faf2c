import { Migration } from '@mikro-orm/migrations';

export class Migration20261127055158_campaign_ab_tests extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaigns" add column "ab_test" jsonb null, add column "ab_decide_at" timestamptz null, add column "ab_winner" smallint null, add column "ab_decided_at" timestamptz null;`);

    this.addSql(`alter table "campaign_recipients" add column "variant" smallint null, add column "ab_sample" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign_recipients" drop column "variant", drop column "ab_sample";`);

    this.addSql(`alter table "campaigns" drop column "ab_test", drop column "ab_decide_at", drop column "ab_winner", drop column "ab_decided_at";`);
  }

}
