import { Migration } from '@mikro-orm/migrations';

export class Migration20261202013630_last_clicked_url extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_sequence_logs" add column "last_clicked_url" text null;`);

    this.addSql(`alter table "campaign_recipients" add column "last_clicked_url" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign_recipients" drop column "last_clicked_url";`);

    this.addSql(`alter table "email_sequence_logs" drop column "last_clicked_url";`);
  }
}
