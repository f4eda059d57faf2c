import { Migration } from '@mikro-orm/migrations';

export class Migration20261127062300_experiment_days extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "experiment_days" ("id" uuid not null default gen_random_uuid(), "experiment_id" uuid not null, "variant" text not null, "date" date not null, "visitors" int not null default 0, "goals" jsonb not null default '[]', constraint "experiment_days_pkey" primary key ("id"));`);
    this.addSql(`alter table "experiment_days" add constraint "experiment_days_experiment_id_variant_date_unique" unique ("experiment_id", "variant", "date");`);

    this.addSql(`alter table "experiment_days" add constraint "experiment_days_experiment_id_foreign" foreign key ("experiment_id") references "experiments" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "experiments" add column "kept_through" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "experiment_days" cascade;`);

    this.addSql(`alter table "experiments" drop column "kept_through";`);
  }

}
