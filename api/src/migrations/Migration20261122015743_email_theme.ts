import { Migration } from '@mikro-orm/migrations';

export class Migration20261122015743_email_theme extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "email_designs" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "theme" text not null, constraint "email_designs_pkey" primary key ("id"));`);
    this.addSql(`alter table "email_designs" add constraint "email_designs_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "email_designs" add constraint "email_designs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_designs" cascade;`);
  }

}
