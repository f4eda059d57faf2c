import { Migration } from '@mikro-orm/migrations';

export class Migration20261126175307_funnel_generations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "funnel_generations" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "status" text check ("status" in ('queued', 'running', 'completed', 'failed', 'cancelled')) not null default 'queued', "input" jsonb not null, "step" text not null default 'queued', "step_label" text not null default 'Waiting to start', "progress" numeric(4,3) not null default '0', "total_images" int not null default 0, "images" jsonb not null default '[]', "funnel_id" uuid null, "sequence_id" uuid null, "generator" text null, "image_generator" text null, "message" text null, "error" text null, constraint "funnel_generations_pkey" primary key ("id"));`);
    this.addSql(`create index "funnel_generations_user_id_index" on "funnel_generations" ("user_id");`);
    this.addSql(`create index "funnel_generations_funnel_id_index" on "funnel_generations" ("funnel_id");`);

    this.addSql(`alter table "funnel_generations" add constraint "funnel_generations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "funnel_generations" add constraint "funnel_generations_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "funnel_generations" cascade;`);
  }

}
