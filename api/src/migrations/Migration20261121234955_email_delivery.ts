import { Migration } from '@mikro-orm/migrations';

export class Migration20261121234955_email_delivery extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaigns" drop constraint if exists "campaigns_status_check";`);

    this.addSql(`alter table "leads" add column "unsubscribed_at" timestamptz null;`);

    this.addSql(`alter table "email_settings" add column "last_tested_at" timestamptz null, add column "last_test_ok" boolean null, add column "last_test_message" text null;`);

    this.addSql(`alter table "campaigns" add column "audience" jsonb not null default '{"mode":"selected","leadIds":[]}', add column "sent_count" int not null default 0, add column "failed_count" int not null default 0, add column "finished_at" timestamptz null;`);
    this.addSql(`alter table "campaigns" add constraint "campaigns_status_check" check("status" in ('draft', 'scheduled', 'sending', 'sent', 'completed'));`);

    this.addSql(`alter table "campaign_recipients" add column "email" text null, add column "attempts" int not null default 0, add column "error" text null, add column "claimed_at" timestamptz null, add column "message_id" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaigns" drop constraint if exists "campaigns_status_check";`);

    this.addSql(`alter table "campaign_recipients" drop column "email", drop column "attempts", drop column "error", drop column "claimed_at", drop column "message_id";`);

    this.addSql(`alter table "campaigns" drop column "audience", drop column "sent_count", drop column "failed_count", drop column "finished_at";`);

    this.addSql(`alter table "campaigns" add constraint "campaigns_status_check" check("status" in ('draft', 'scheduled', 'sent', 'completed'));`);

    this.addSql(`alter table "email_settings" drop column "last_tested_at", drop column "last_test_ok", drop column "last_test_message";`);

    this.addSql(`alter table "leads" drop column "unsubscribed_at";`);
  }

}
