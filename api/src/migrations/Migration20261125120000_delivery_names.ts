import { Migration } from '@mikro-orm/migrations';

/**
 * Names that say what they hold: a sequence send is queued at queued_at and sent at sent_at
 * (null while it waits); the SMTP settings keep their last connection check (a test or a real
 * delivery) as last_check_*; a campaign keeps the origin of its links (base_url) instead of the
 * send job's data holding it.
 */
export class Migration20261125120000_delivery_names extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_sequence_logs" add column "queued_at" timestamptz not null default now();`);
    this.addSql(`update "email_sequence_logs" set "queued_at" = "sent_at";`);
    this.addSql(`alter table "email_sequence_logs" alter column "sent_at" drop default, alter column "sent_at" drop not null;`);
    this.addSql(`update "email_sequence_logs" set "sent_at" = null where "status" = 'pending';`);
    this.addSql(`drop index "email_sequence_logs_pending_index";`);
    this.addSql(`create index "email_sequence_logs_pending_index" on "email_sequence_logs" ("queued_at") where "status" = 'pending';`);
    this.addSql(`alter table "email_settings" rename column "last_tested_at" to "last_checked_at";`);
    this.addSql(`alter table "email_settings" rename column "last_test_ok" to "last_check_ok";`);
    this.addSql(`alter table "email_settings" rename column "last_test_message" to "last_check_message";`);
    this.addSql(`alter table "campaigns" add column "base_url" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaigns" drop column "base_url";`);
    this.addSql(`alter table "email_settings" rename column "last_check_message" to "last_test_message";`);
    this.addSql(`alter table "email_settings" rename column "last_check_ok" to "last_test_ok";`);
    this.addSql(`alter table "email_settings" rename column "last_checked_at" to "last_tested_at";`);
    this.addSql(`drop index "email_sequence_logs_pending_index";`);
    this.addSql(`update "email_sequence_logs" set "sent_at" = "queued_at" where "sent_at" is null;`);
    this.addSql(`alter table "email_sequence_logs" alter column "sent_at" set default now(), alter column "sent_at" set not null;`);
    this.addSql(`create index "email_sequence_logs_pending_index" on "email_sequence_logs" ("sent_at") where "status" = 'pending';`);
    this.addSql(`alter table "email_sequence_logs" drop column "queued_at";`);
  }
}
