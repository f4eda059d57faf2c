import { Migration } from '@mikro-orm/migrations';

export class Migration20261201220732_dkim_keys extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "dkim_keys" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "domain" text not null, "selector" text not null, "role" text check ("role" in ('current', 'next')) not null, "private_key" text not null, "public_key" text not null, "signing" boolean not null default false, "checked_at" timestamptz null, "check_result" text check ("check_result" in ('found', 'missing', 'mismatch', 'error')) null, "check_message" text null, "found_at" timestamptz null, constraint "dkim_keys_pkey" primary key ("id"));`);
    this.addSql(`alter table "dkim_keys" add constraint "dkim_keys_user_id_domain_role_unique" unique ("user_id", "domain", "role");`);
    this.addSql(`alter table "dkim_keys" add constraint "dkim_keys_domain_selector_unique" unique ("domain", "selector");`);

    this.addSql(`alter table "dkim_keys" add constraint "dkim_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "dkim_keys" cascade;`);
  }

}
