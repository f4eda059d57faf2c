import { Migration } from '@mikro-orm/migrations';

export class Migration20261127091026_billing extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "forgecoin_wallets" ("user_id" uuid not null, "balance" numeric(14,2) not null default 0, "version" int not null default 0, "updated_at" timestamptz not null default now(), constraint "forgecoin_wallets_pkey" primary key ("user_id"), constraint forgecoin_wallets_balance_non_negative check (balance >= 0));`);

    this.addSql(`create table "forgecoin_movements" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "user_id" uuid not null, "type" text not null, "idempotency_key" text not null, "amount" numeric(14,2) not null, "description" text null, "metadata" jsonb null, constraint "forgecoin_movements_pkey" primary key ("id"));`);
    this.addSql(`alter table "forgecoin_movements" add constraint "forgecoin_movements_user_id_idempotency_key_unique" unique ("user_id", "idempotency_key");`);

    this.addSql(`alter table "forgecoin_wallets" add constraint "forgecoin_wallets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "forgecoin_movements" add constraint "forgecoin_movements_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "subscription_plans" add column "max_ai_images" int not null default -1, add column "max_ai_videos" int not null default -1, add column "trial_days" int not null default 0, add column "membership_level" text not null default 'pro', add column "sort_order" int not null default 0;`);

    this.addSql(`alter table "users" add column "subscription_plan_id" uuid null, add column "billing_method" text null, add column "cancel_at_period_end" boolean not null default false;`);
    this.addSql(`create index "users_subscription_plan_id_index" on "users" ("subscription_plan_id");`);

    // Rows from before the ledger (none are written by earlier versions, but a database may hold
    // some) become opening balances: each its own movement against the grants account.
    this.addSql(`alter table "forgecoin_transactions" add column "movement_id" uuid null, add column "account" text null;`);
    this.addSql(`delete from "forgecoin_transactions" where "status" <> 'completed' or "amount" = 0;`);
    this.addSql(`insert into "forgecoin_movements" ("id", "user_id", "type", "idempotency_key", "amount", "description", "created_at")
      select "id", "user_id", 'opening_balance', 'opening:' || "id", abs("amount"), "description", "created_at" from "forgecoin_transactions";`);
    this.addSql(`update "forgecoin_transactions" set "movement_id" = "id", "account" = 'wallet';`);
    this.addSql(`insert into "forgecoin_transactions" ("user_id", "movement_id", "account", "type", "amount", "description", "status", "created_at")
      select "user_id", "movement_id", 'grants', "type", -"amount", "description", 'completed', "created_at" from "forgecoin_transactions";`);
    this.addSql(`insert into "forgecoin_wallets" ("user_id", "balance", "version")
      select "user_id", sum("amount"), count(*) from "forgecoin_transactions" where "account" = 'wallet' group by "user_id";`);
    this.addSql(`alter table "forgecoin_transactions" alter column "movement_id" set not null, alter column "account" set not null;`);
    // The ledger is append-only: history is never rewritten (deleting an account still cascades).
    this.addSql(`create function "forgecoin_ledger_append_only"() returns trigger language plpgsql as $$
      begin raise exception 'the ForgeCoin ledger is append-only: % on % refused', tg_op, tg_table_name; end $$;`);
    this.addSql(`create trigger "forgecoin_transactions_append_only" before update on "forgecoin_transactions" for each row execute function "forgecoin_ledger_append_only"();`);
    this.addSql(`create trigger "forgecoin_movements_append_only" before update on "forgecoin_movements" for each row execute function "forgecoin_ledger_append_only"();`);
    this.addSql(`alter table "forgecoin_transactions" add constraint "forgecoin_transactions_movement_id_foreign" foreign key ("movement_id") references "forgecoin_movements" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "forgecoin_transactions_movement_id_index" on "forgecoin_transactions" ("movement_id");`);
    this.addSql(`create index "forgecoin_transactions_account_index" on "forgecoin_transactions" ("account");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "forgecoin_transactions_append_only" on "forgecoin_transactions";`);
    this.addSql(`drop trigger if exists "forgecoin_movements_append_only" on "forgecoin_movements";`);
    this.addSql(`drop function if exists "forgecoin_ledger_append_only"();`);
    this.addSql(`alter table "forgecoin_transactions" drop constraint "forgecoin_transactions_movement_id_foreign";`);

    this.addSql(`drop table if exists "forgecoin_wallets" cascade;`);

    this.addSql(`drop table if exists "forgecoin_movements" cascade;`);


    this.addSql(`drop index "forgecoin_transactions_movement_id_index";`);
    this.addSql(`drop index "forgecoin_transactions_account_index";`);
    this.addSql(`alter table "forgecoin_transactions" drop column "movement_id", drop column "account";`);

    this.addSql(`alter table "subscription_plans" drop column "max_ai_images", drop column "max_ai_videos", drop column "trial_days", drop column "membership_level", drop column "sort_order";`);

    this.addSql(`drop index "users_subscription_plan_id_index";`);
    this.addSql(`alter table "users" drop column "subscription_plan_id", drop column "billing_method", drop column "cancel_at_period_end";`);
  }

}
