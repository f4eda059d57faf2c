import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010348_lead_imports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "lead_imports" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "file_name" text not null, "file_size" bigint not null, "status" text check ("status" in ('queued', 'running', 'done', 'failed', 'cancelled')) not null default 'queued', "on_existing" text not null, "mapping" jsonb not null, "delimiter" text not null, "linebreak" text not null, "total_rows" int null, "processed" int not null default 0, "created_count" int not null default 0, "updated_count" int not null default 0, "skipped_count" int not null default 0, "claim_token" uuid null, "lease_until" timestamptz null, "started_at" timestamptz null, "finished_at" timestamptz null, "error_message" text null, "limit_message" text null, constraint "lead_imports_pkey" primary key ("id"));`);
    this.addSql(`create index "lead_imports_status_index" on "lead_imports" ("status");`);
    this.addSql(`create index "lead_imports_user_id_created_at_index" on "lead_imports" ("user_id", "created_at");`);

    this.addSql(`create table "lead_import_issues" ("import_id" uuid not null, "row" int not null, "email" text not null, "reason" text not null, constraint "lead_import_issues_pkey" primary key ("import_id", "row"));`);

    this.addSql(`create table "lead_import_chunks" ("import_id" uuid not null, "seq" int not null, "data" bytea not null, constraint "lead_import_chunks_pkey" primary key ("import_id", "seq"));`);

    this.addSql(`alter table "lead_imports" add constraint "lead_imports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lead_import_issues" add constraint "lead_import_issues_import_id_foreign" foreign key ("import_id") references "lead_imports" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "lead_import_chunks" add constraint "lead_import_chunks_import_id_foreign" foreign key ("import_id") references "lead_imports" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lead_import_issues" drop constraint "lead_import_issues_import_id_foreign";`);

    this.addSql(`alter table "lead_import_chunks" drop constraint "lead_import_chunks_import_id_foreign";`);

    this.addSql(`drop table if exists "lead_imports" cascade;`);

    this.addSql(`drop table if exists "lead_import_issues" cascade;`);

    this.addSql(`drop table if exists "lead_import_chunks" cascade;`);
  }

}
