import { Migration } from '@mikro-orm/migrations';

export class Migration20261127124002_affiliate_programme extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "referral_clicks" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "affiliate_id" uuid not null, "device_hash" text not null, "channel" text not null, "source" text null, constraint "referral_clicks_pkey" primary key ("id"));`);
    this.addSql(`create index "referral_clicks_device_hash_created_at_index" on "referral_clicks" ("device_hash", "created_at");`);
    this.addSql(`create index "referral_clicks_affiliate_id_created_at_index" on "referral_clicks" ("affiliate_id", "created_at");`);

    this.addSql(`alter table "referral_clicks" add constraint "referral_clicks_affiliate_id_foreign" foreign key ("affiliate_id") references "affiliates" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "affiliates" add column "code_changed_at" timestamptz null, add column "pending_commissions" numeric(12,2) not null default 0;`);

    this.addSql(`drop index "referrals_referred_user_id_index";`);

    this.addSql(`alter table "referrals" add column "click_id" uuid null;`);
    this.addSql(`alter table "referrals" add constraint "referrals_click_id_foreign" foreign key ("click_id") references "referral_clicks" ("id") on update cascade on delete set null;`);
    // Clicks used to be stored as referrals without an account: they move to referral_clicks
    // (their browser and source were never recorded). One referral per referred account stays.
    this.addSql(`insert into "referral_clicks" ("id", "created_at", "affiliate_id", "device_hash", "channel")
      select "id", "created_at", "affiliate_id", 'legacy:' || "id", 'unknown' from "referrals"
       where "referred_user_id" is null and "email" is null;`);
    this.addSql(`delete from "referrals" where "referred_user_id" is null and "email" is null;`);
    this.addSql(`delete from "referrals" r using "referrals" older
      where r."referred_user_id" = older."referred_user_id" and (older."created_at", older."id") < (r."created_at", r."id");`);
    this.addSql(`update "affiliates" a set "total_referrals" = (select count(*) from "referrals" r where r."affiliate_id" = a."id");`);
    this.addSql(`alter table "referrals" add constraint "referrals_referred_user_id_unique" unique ("referred_user_id");`);
    this.addSql(`create index "referrals_click_id_index" on "referrals" ("click_id");`);

    this.addSql(`alter table "payouts" add column "idempotency_key" text null;`);
    this.addSql(`alter table "payouts" add constraint "payouts_affiliate_id_idempotency_key_unique" unique ("affiliate_id", "idempotency_key");`);

    this.addSql(`alter table "commissions" add column "payment_id" uuid null, add column "adjusts_id" uuid null, add column "available_at" timestamptz null, add column "payout_id" uuid null;`);
    this.addSql(`alter table "commissions" add constraint "commissions_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "commissions" add constraint "commissions_adjusts_id_foreign" foreign key ("adjusts_id") references "commissions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "commissions" add constraint "commissions_payout_id_foreign" foreign key ("payout_id") references "payouts" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "commissions" add constraint "commissions_payment_id_unique" unique ("payment_id");`);
    this.addSql(`create index "commissions_adjusts_id_index" on "commissions" ("adjusts_id");`);
    this.addSql(`create index "commissions_payout_id_index" on "commissions" ("payout_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "referrals" drop constraint "referrals_click_id_foreign";`);

    this.addSql(`drop table if exists "referral_clicks" cascade;`);

    this.addSql(`alter table "commissions" drop constraint "commissions_payment_id_foreign";`);
    this.addSql(`alter table "commissions" drop constraint "commissions_adjusts_id_foreign";`);
    this.addSql(`alter table "commissions" drop constraint "commissions_payout_id_foreign";`);

    this.addSql(`alter table "affiliates" drop column "code_changed_at", drop column "pending_commissions";`);

    this.addSql(`alter table "commissions" drop constraint "commissions_payment_id_unique";`);
    this.addSql(`drop index "commissions_adjusts_id_index";`);
    this.addSql(`drop index "commissions_payout_id_index";`);
    this.addSql(`alter table "commissions" drop column "payment_id", drop column "adjusts_id", drop column "available_at", drop column "payout_id";`);

    this.addSql(`alter table "payouts" drop constraint "payouts_affiliate_id_idempotency_key_unique";`);
    this.addSql(`alter table "payouts" drop column "idempotency_key";`);

    this.addSql(`alter table "referrals" drop constraint "referrals_referred_user_id_unique";`);
    this.addSql(`drop index "referrals_click_id_index";`);
    this.addSql(`alter table "referrals" drop column "click_id";`);

    this.addSql(`create index "referrals_referred_user_id_index" on "referrals" ("referred_user_id");`);
  }

}
