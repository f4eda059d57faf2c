import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134205_media_library extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "media_items" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "kind" text check ("kind" in ('image', 'video', 'audio')) not null, "source" text check ("source" in ('upload', 'ai')) not null, "name" text not null, "mime_type" text not null, "size" bigint not null, "content_hash" text not null, "storage_key" text not null, "width" int null, "height" int null, "duration" numeric(10,3) null, "prompt" text null, "generator" text null, "details" jsonb null, "variants" jsonb not null default '[]', "variant_state" text check ("variant_state" in ('pending', 'ready', 'failed', 'none')) not null default 'pending', "thumbnail_key" text null, constraint "media_items_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "media_items" add constraint "media_items_storage_key_unique" unique ("storage_key");`,
    );
    this.addSql(
      `create index "media_items_user_created_index" on "media_items" ("user_id", "created_at", "id");`,
    );

    this.addSql(
      `create table "media_usages" ("media_id" uuid not null, "funnel_id" uuid not null, constraint "media_usages_pkey" primary key ("media_id", "funnel_id"));`,
    );
    this.addSql(`create index "media_usages_funnel_id_index" on "media_usages" ("funnel_id");`);

    this.addSql(
      `alter table "media_items" add constraint "media_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "media_usages" add constraint "media_usages_media_id_foreign" foreign key ("media_id") references "media_items" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "media_usages" add constraint "media_usages_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "media_usages" drop constraint "media_usages_media_id_foreign";`);

    this.addSql(`drop table if exists "media_items" cascade;`);

    this.addSql(`drop table if exists "media_usages" cascade;`);
  }
}
