import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010939_double_opt_in extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "lead_consents" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "lead_id" uuid not null, "funnel_id" uuid null, "form_element_id" text not null, "form_name" text not null, "consent_text" text not null, "ip_network" text null, "user_agent" text null, "confirmation_sent_at" timestamptz null, "confirmed_at" timestamptz null, constraint "lead_consents_pkey" primary key ("id"));`);
    this.addSql(`create index "lead_consents_user_id_index" on "lead_consents" ("user_id");`);
    this.addSql(`create index "lead_consents_funnel_id_index" on "lead_consents" ("funnel_id");`);
    this.addSql(`create index "lead_consents_lead_id_created_at_index" on "lead_consents" ("lead_id", "created_at");`);

    this.addSql(`alter table "lead_consents" add constraint "lead_consents_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lead_consents" add constraint "lead_consents_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lead_consents" add constraint "lead_consents_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "leads" add column "opt_in" text check ("opt_in" in ('confirmed', 'pending')) not null default 'confirmed';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lead_consents" cascade;`);

    this.addSql(`alter table "leads" drop column "opt_in";`);
  }

}
