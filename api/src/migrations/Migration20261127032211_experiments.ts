import { Migration } from '@mikro-orm/migrations';

export class Migration20261127032211_experiments extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "experiments" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "funnel_id" uuid not null, "name" text not null, "step_id" text not null, "status" text check ("status" in ('draft', 'running', 'paused', 'ended')) not null default 'draft', "variants" jsonb not null, "goals" jsonb not null, "auto_promote" boolean not null default false, "sequential" jsonb not null default '{}', "started_at" timestamptz null, "ended_at" timestamptz null, "winner_key" text null, constraint "experiments_pkey" primary key ("id"));`);
    this.addSql(`create index "experiments_funnel_id_status_index" on "experiments" ("funnel_id", "status");`);
    this.addSql(`create index "experiments_user_id_created_at_index" on "experiments" ("user_id", "created_at");`);

    this.addSql(`alter table "experiments" add constraint "experiments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "experiments" add constraint "experiments_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "leads" add column "experiment_id" uuid null, add column "experiment_variant" text null;`);

    this.addSql(`alter table "analytics_sessions" add column "experiment_id" uuid null, add column "variant" text null, add column "clicks" text[] not null default '{}';`);
    this.addSql(`create index "analytics_sessions_experiment_id_index" on "analytics_sessions" ("experiment_id", "variant") where "experiment_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "experiments" cascade;`);

    this.addSql(`drop index "analytics_sessions_experiment_id_index";`);
    this.addSql(`alter table "analytics_sessions" drop column "experiment_id", drop column "variant", drop column "clicks";`);

    this.addSql(`alter table "leads" drop column "experiment_id", drop column "experiment_variant";`);
  }

}
