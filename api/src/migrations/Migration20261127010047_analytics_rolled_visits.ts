import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010047_analytics_rolled_visits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "funnel_analytics" add column "engaged_ms" bigint not null default 0;`);
    this.addSql(`update "funnel_analytics" set "engaged_ms" = "engaged_seconds"::bigint * 1000;`);
    this.addSql(`alter table "funnel_analytics" drop column "engaged_seconds";`);

    this.addSql(`alter table "analytics_sessions" add column "rolled" boolean not null default false;`);
    // Visits of days rolled up whole are in funnel_analytics already.
    this.addSql(
      `update "analytics_sessions" set "rolled" = true where ("started_at" at time zone 'UTC')::date in (select "day" from "analytics_rollup_days");`,
    );
    this.addSql(
      `create index "analytics_sessions_unrolled_index" on "analytics_sessions" ("funnel_id", "started_at") where not "rolled";`,
    );
    this.addSql(`drop table if exists "analytics_rollup_days" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create table "analytics_rollup_days" ("day" date not null, "rolled_at" timestamptz(6) not null default now(), constraint "analytics_rollup_days_pkey" primary key ("day"));`,
    );

    this.addSql(`drop index "analytics_sessions_unrolled_index";`);
    this.addSql(`alter table "analytics_sessions" drop column "rolled";`);

    this.addSql(`alter table "funnel_analytics" drop column "engaged_ms";`);

    this.addSql(`alter table "funnel_analytics" add column "engaged_seconds" int4 not null default 0;`);
  }
}
