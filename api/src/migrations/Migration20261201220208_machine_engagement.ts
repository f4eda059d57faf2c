import { Migration } from '@mikro-orm/migrations';

export class Migration20261201220208_machine_engagement extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "email_sequence_logs" add column "machine_opened_at" timestamptz null, add column "machine_clicked_at" timestamptz null, add column "machine_reason" text null;`);

    this.addSql(`alter table "campaign_recipients" add column "machine_opened_at" timestamptz null, add column "machine_clicked_at" timestamptz null, add column "machine_reason" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign_recipients" drop column "machine_opened_at", drop column "machine_clicked_at", drop column "machine_reason";`);

    this.addSql(`alter table "email_sequence_logs" drop column "machine_opened_at", drop column "machine_clicked_at", drop column "machine_reason";`);
  }

}
