import { Migration } from '@mikro-orm/migrations';

export class Migration20261121212604_published_version extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funnels" add column "published_version" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funnels" drop column "published_version";`);
  }

}
