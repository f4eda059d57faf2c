import { Migration } from '@mikro-orm/migrations';

export class Migration20261201211954_deliverability extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "email_suppressions" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "email" text not null, "reason" text check ("reason" in ('hard_bounce', 'complaint', 'unsubscribe', 'manual')) not null, "detail" text null, "source_outbox" text null, "source_id" uuid null, "source_label" text null, constraint "email_suppressions_pkey" primary key ("id"));`);
    this.addSql(`alter table "email_suppressions" add constraint "email_suppressions_user_id_email_unique" unique ("user_id", "email");`);

    this.addSql(`create table "email_bounces" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "email" text not null, "permanent" boolean not null, "status" text null, "diagnostic" text null, "via" text not null, "source_outbox" text null, "source_id" uuid null, constraint "email_bounces_pkey" primary key ("id"));`);
    this.addSql(`create index "email_bounces_user_id_email_created_at_index" on "email_bounces" ("user_id", "email", "created_at");`);

    this.addSql(`alter table "email_suppressions" add constraint "email_suppressions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_bounces" add constraint "email_bounces_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create index "email_suppressions_user_id_created_at_index" on "email_suppressions" ("user_id", "created_at");`);

    this.addSql(`alter table "campaigns" add column "skipped_count" int not null default 0;`);

    // Deliveries skipped before 'skipped' existed were marked failed: they are skips.
    this.addSql(`update "campaign_recipients" set "status" = 'skipped' where "status" = 'failed' and "error" = 'Unsubscribed before this email was sent';`);
    this.addSql(`update "email_sequence_logs" set "status" = 'skipped' where "status" = 'failed' and "error_message" in ('Unsubscribed before this email was sent', 'The step was deleted before this email was sent');`);
    this.addSql(`update "email_sequence_logs" set "status" = 'skipped' where "status" = 'failed' and "attempts" = 0 and "error_message" like 'Your % plan allows % emails a month%';`);
    this.addSql(`update "campaigns" c set "failed_count" = s.failed, "skipped_count" = s.skipped
       from (select "campaign_id", count(*) filter (where "status" = 'failed')::int as failed,
                    count(*) filter (where "status" = 'skipped')::int as skipped
               from "campaign_recipients" group by "campaign_id") s
      where s."campaign_id" = c."id";`);
    // Leads that unsubscribed before the list existed are on it.
    this.addSql(`insert into "email_suppressions" ("user_id", "email", "reason", "created_at")
      select distinct on ("user_id", lower("email")) "user_id", lower("email"), 'unsubscribe', "unsubscribed_at"
        from "leads" where "unsubscribed_at" is not null
       order by "user_id", lower("email"), "unsubscribed_at"
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_suppressions" cascade;`);

    this.addSql(`drop table if exists "email_bounces" cascade;`);

    this.addSql(`alter table "campaigns" drop column "skipped_count";`);
  }

}
