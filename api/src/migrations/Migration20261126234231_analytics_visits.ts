import { Migration } from '@mikro-orm/migrations';

export class Migration20261126234231_analytics_visits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "analytics_rollup_days" ("day" date not null, "rolled_at" timestamptz not null default now(), constraint "analytics_rollup_days_pkey" primary key ("day"));`);

    this.addSql(`create table "funnel_analytics_dimensions" ("funnel_id" uuid not null, "date" date not null, "dimension" text not null, "key" text not null, "visits" int not null default 0, "views" int not null default 0, "conversions" int not null default 0, constraint "funnel_analytics_dimensions_pkey" primary key ("funnel_id", "date", "dimension", "key"));`);

    this.addSql(`create table "analytics_sessions" ("id" uuid not null default gen_random_uuid(), "funnel_id" uuid not null, "visitor_id" text not null, "new_visitor" boolean not null default false, "started_at" timestamptz not null, "last_seen_at" timestamptz not null, "views" int not null default 0, "paths" text[] not null default '{}', "entry_path" text null, "exit_path" text null, "engaged_ms" int not null default 0, "scroll_depth" smallint not null default 0, "form_started" boolean not null default false, "conversions" int not null default 0, "channel" text not null default 'direct', "source" text null, "utm_source" text null, "utm_medium" text null, "utm_campaign" text null, "utm_term" text null, "utm_content" text null, "device" text null, "browser" text null, "os" text null, "country" text null, constraint "analytics_sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "analytics_sessions_funnel_id_last_seen_at_index" on "analytics_sessions" ("funnel_id", "last_seen_at");`);
    this.addSql(`create index "analytics_sessions_funnel_id_started_at_index" on "analytics_sessions" ("funnel_id", "started_at");`);
    this.addSql(`create index "analytics_sessions_funnel_id_visitor_id_started_at_index" on "analytics_sessions" ("funnel_id", "visitor_id", "started_at");`);

    this.addSql(`alter table "funnel_analytics_dimensions" add constraint "funnel_analytics_dimensions_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "analytics_sessions" add constraint "analytics_sessions_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "page_views" add column "visitor_id" text null, add column "path" text null;`);

    this.addSql(`alter table "leads" add column "utm" jsonb null;`);

    this.addSql(`alter table "funnel_analytics" add column "sessions" int not null default 0, add column "bounces" int not null default 0, add column "engaged_seconds" int not null default 0, add column "form_starts" int not null default 0, add column "hourly" jsonb null, add column "rolled_at" timestamptz not null default now();`);

    // Views recorded before visits existed: their daily visitor hash was kept as session_id, one visit per visitor and day.
    this.addSql(`update "page_views" set "visitor_id" = "session_id", "path" = '/' where "visitor_id" is null and "session_id" is not null;`);
    this.addSql(`insert into "analytics_sessions" ("funnel_id", "visitor_id", "new_visitor", "started_at", "last_seen_at", "views", "paths", "entry_path", "exit_path", "channel", "device", "browser", "os")
      select "funnel_id", "session_id", true, min("created_at"), max("created_at"), count(*)::int, array_fill('/'::text, array[least(count(*)::int, 50)]), '/', '/',
             case when bool_or("referrer" is not null) then 'referral' else 'direct' end, min("device"), min("browser"), min("os")
        from "page_views" where "session_id" is not null
       group by "funnel_id", "session_id", ("created_at" at time zone 'UTC')::date;`);
    // Their conversions (a lead's first form on a funnel) as visits of no view, one per funnel and day.
    this.addSql(`insert into "analytics_sessions" ("funnel_id", "visitor_id", "started_at", "last_seen_at", "conversions")
      select "funnel_id", 'converted-before-visits', min("at"), max("at"), count(*)::int
        from (select "funnel_id", "lead_id", min("created_at") as "at" from "form_submissions"
               where "funnel_id" is not null and "lead_id" is not null group by 1, 2) as "first"
       group by "funnel_id", ("at" at time zone 'UTC')::date;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "analytics_rollup_days" cascade;`);

    this.addSql(`drop table if exists "funnel_analytics_dimensions" cascade;`);

    this.addSql(`drop table if exists "analytics_sessions" cascade;`);

    this.addSql(`alter table "funnel_analytics" drop column "sessions", drop column "bounces", drop column "engaged_seconds", drop column "form_starts", drop column "hourly", drop column "rolled_at";`);

    this.addSql(`alter table "leads" drop column "utm";`);

    this.addSql(`alter table "page_views" drop column "visitor_id", drop column "path";`);
  }

}
