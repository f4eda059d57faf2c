import { Migration } from '@mikro-orm/migrations';

export class Migration20261127092053_ledger_outlives_accounts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "forgecoin_movements" drop constraint "forgecoin_movements_user_id_foreign";`);

    this.addSql(`alter table "forgecoin_movements" alter column "user_id" drop default;`);
    this.addSql(`alter table "forgecoin_movements" alter column "user_id" type uuid using ("user_id"::text::uuid);`);
    this.addSql(`alter table "forgecoin_movements" alter column "user_id" drop not null;`);
    this.addSql(`alter table "forgecoin_movements" add constraint "forgecoin_movements_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
    // A deleted account's movements lose their user_id (the foreign key sets it null); nothing else may change.
    this.addSql(`drop trigger "forgecoin_movements_append_only" on "forgecoin_movements";`);
    this.addSql(`create trigger "forgecoin_movements_append_only" before update of "id", "type", "idempotency_key", "amount", "description", "metadata", "created_at" on "forgecoin_movements" for each row execute function "forgecoin_ledger_append_only"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "forgecoin_movements_append_only" on "forgecoin_movements";`);
    this.addSql(`create trigger "forgecoin_movements_append_only" before update on "forgecoin_movements" for each row execute function "forgecoin_ledger_append_only"();`);
    this.addSql(`delete from "forgecoin_movements" where "user_id" is null;`);
    this.addSql(`alter table "forgecoin_movements" drop constraint "forgecoin_movements_user_id_foreign";`);

    this.addSql(`alter table "forgecoin_movements" alter column "user_id" drop default;`);
    this.addSql(`alter table "forgecoin_movements" alter column "user_id" type uuid using ("user_id"::text::uuid);`);
    this.addSql(`alter table "forgecoin_movements" alter column "user_id" set not null;`);
    this.addSql(`alter table "forgecoin_movements" add constraint "forgecoin_movements_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

}
