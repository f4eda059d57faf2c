import { Migration } from '@mikro-orm/migrations';

export class Migration20261201221055_email_webhooks extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "email_webhooks" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "provider" text check ("provider" in ('ses', 'sendgrid', 'postmark', 'mailgun')) not null, "enabled" boolean not null default true, "token_hash" text not null, "token_sealed" text not null, "secret_sealed" text null, "username" text null, "sns_topics" text[] not null default '{}', "last_event_at" timestamptz null, constraint "email_webhooks_pkey" primary key ("id"));`);
    this.addSql(`alter table "email_webhooks" add constraint "email_webhooks_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "email_webhooks" add constraint "email_webhooks_user_id_provider_unique" unique ("user_id", "provider");`);

    this.addSql(`create table "email_webhook_receipts" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "webhook_id" uuid not null, "key" text not null, constraint "email_webhook_receipts_pkey" primary key ("id"));`);
    this.addSql(`create index "email_webhook_receipts_webhook_id_created_at_index" on "email_webhook_receipts" ("webhook_id", "created_at");`);
    this.addSql(`alter table "email_webhook_receipts" add constraint "email_webhook_receipts_webhook_id_key_unique" unique ("webhook_id", "key");`);

    this.addSql(`alter table "email_webhooks" add constraint "email_webhooks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_webhook_receipts" add constraint "email_webhook_receipts_webhook_id_foreign" foreign key ("webhook_id") references "email_webhooks" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_webhook_receipts" drop constraint "email_webhook_receipts_webhook_id_foreign";`);

    this.addSql(`drop table if exists "email_webhooks" cascade;`);

    this.addSql(`drop table if exists "email_webhook_receipts" cascade;`);
  }

}
