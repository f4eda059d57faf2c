import { Migration } from '@mikro-orm/migrations';

export class Migration20261121225242_lead_scoring_and_activity extends Migration {

  override async up(): Promise<void> {
    // The search box matches substrings; trigram indexes make that fast at a million leads.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "lead_activities" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "lead_id" uuid not null, "type" text not null, "summary" text not null, "detail" jsonb not null default '{}', constraint "lead_activities_pkey" primary key ("id"));`);
    this.addSql(`create index "lead_activities_user_id_index" on "lead_activities" ("user_id");`);
    this.addSql(`create index "lead_activities_lead_id_created_at_index" on "lead_activities" ("lead_id", "created_at");`);

    this.addSql(`alter table "lead_activities" add constraint "lead_activities_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lead_activities" add constraint "lead_activities_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on update cascade on delete cascade;`);

    this.addSql(`drop index "leads_user_id_created_at_index";`);

    this.addSql(`alter table "leads" add column "auto_score" int not null default 0, add column "manual_score" int null, add column "score_breakdown" jsonb not null default '[]';`);
    this.addSql(`create index "leads_search_trgm_index" on "leads" using gin ((lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' || coalesce(company, ''))) gin_trgm_ops);`);
    this.addSql(`create index "leads_user_score_created_index" on "leads" ("user_id", "score" desc, "created_at" desc, "id" desc);`);
    this.addSql(`create index "leads_user_source_created_index" on "leads" ("user_id", "source", "created_at" desc, "id" desc);`);
    this.addSql(`create index "leads_user_status_created_index" on "leads" ("user_id", "status", "created_at" desc, "id" desc);`);
    this.addSql(`create index "leads_user_created_index" on "leads" ("user_id", "created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lead_activities" cascade;`);

    this.addSql(`drop index "leads_search_trgm_index";`);
    this.addSql(`drop index "leads_user_score_created_index";`);
    this.addSql(`drop index "leads_user_source_created_index";`);
    this.addSql(`drop index "leads_user_status_created_index";`);
    this.addSql(`drop index "leads_user_created_index";`);
    this.addSql(`alter table "leads" drop column "auto_score", drop column "manual_score", drop column "score_breakdown";`);

    this.addSql(`create index "leads_user_id_created_at_index" on "leads" ("user_id", "created_at");`);
  }

}
