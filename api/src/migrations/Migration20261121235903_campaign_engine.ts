import { Migration } from '@mikro-orm/migrations';

export class Migration20261121235903_campaign_engine extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaign_recipients" add column "retry_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign_recipients" drop column "retry_at";`);
  }

}
