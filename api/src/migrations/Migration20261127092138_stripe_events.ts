import { Migration } from '@mikro-orm/migrations';

export class Migration20261127092138_stripe_events extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stripe_events" ("id" text not null, "type" text not null, "created" timestamptz not null, "received_at" timestamptz not null default now(), "processed_at" timestamptz null, constraint "stripe_events_pkey" primary key ("id"));`);

    this.addSql(`alter table "payments" add constraint "payments_stripe_invoice_id_unique" unique ("stripe_invoice_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stripe_events" cascade;`);

    this.addSql(`alter table "payments" drop constraint "payments_stripe_invoice_id_unique";`);
  }

}
