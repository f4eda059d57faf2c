import { Migration } from '@mikro-orm/migrations';

export class Migration20261121210604_funnels_soft_delete extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funnels" add column "deleted_at" timestamptz null;`);
    this.addSql(`create index "funnels_deleted_at_index" on "funnels" ("deleted_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "funnels_deleted_at_index";`);
    this.addSql(`alter table "funnels" drop column "deleted_at";`);
  }

}
