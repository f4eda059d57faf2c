import { Migration } from '@mikro-orm/migrations';

export class Migration20261201222457_send_quota extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaigns" add column "quota_resume_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaigns" drop column "quota_resume_at";`);
  }

}
