import { Migration } from '@mikro-orm/migrations';

/**
 * Account security (issue 16, item 3): two-factor settings and which account emails a user gets
 * (user_security), one-time recovery codes (hashed), the devices that signed in (for login
 * notices) and "Download Your Data" archives. Every table goes with its user.
 */
export class Migration20261126112000_security extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "recovery_codes" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "code_hash" text not null, "used_at" timestamptz null, constraint "recovery_codes_pkey" primary key ("id"));`);
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
    this.addSql(`create table "known_devices" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "device_hash" text not null, "label" text not null, "last_ip" text null, "last_seen_at" timestamptz not null, constraint "known_devices_pkey" primary key ("id"));`);
    this.addSql(`alter table "known_devices" add constraint "known_devices_user_id_device_hash_unique" unique ("user_id", "device_hash");`);
    this.addSql(`create table "data_exports" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "status" text check ("status" in ('building', 'ready', 'failed', 'downloaded', 'expired')) not null default 'building', "progress" int not null default 0, "size_bytes" bigint null, "ready_at" timestamptz null, "expires_at" timestamptz not null, constraint "data_exports_pkey" primary key ("id"));`);
    this.addSql(`create index "data_exports_user_id_index" on "data_exports" ("user_id");`);
    this.addSql(`create table "user_security" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "totp_secret" text null, "two_factor_enabled_at" timestamptz null, "last_totp_step" bigint null, "login_notifications" boolean not null default true, "sign_up_notices" boolean not null default true, constraint "user_security_pkey" primary key ("id"));`);
    this.addSql(`alter table "user_security" add constraint "user_security_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "known_devices" add constraint "known_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_security" add constraint "user_security_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recovery_codes" cascade;`);
    this.addSql(`drop table if exists "known_devices" cascade;`);
    this.addSql(`drop table if exists "data_exports" cascade;`);
    this.addSql(`drop table if exists "user_security" cascade;`);
  }
}
