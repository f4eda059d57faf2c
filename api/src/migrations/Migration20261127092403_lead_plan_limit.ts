import { Migration } from '@mikro-orm/migrations';

export class Migration20261127092403_lead_plan_limit extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "leads" add column "over_plan_limit" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "leads" drop column "over_plan_limit";`);
  }

}
