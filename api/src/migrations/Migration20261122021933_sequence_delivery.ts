import { Migration } from '@mikro-orm/migrations';

export class Migration20261122021933_sequence_delivery extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "email_sequence_logs" add column "attempts" int not null default 0, add column "claimed_at" timestamptz null, add column "claim_token" uuid null, add column "retry_at" timestamptz null, add column "message_id" text null;`);
    this.addSql(`create index "email_sequence_logs_pending_index" on "email_sequence_logs" ("sent_at") where "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "email_sequence_logs_pending_index";`);
    this.addSql(`alter table "email_sequence_logs" drop column "attempts", drop column "claimed_at", drop column "claim_token", drop column "retry_at", drop column "message_id";`);
  }

}
