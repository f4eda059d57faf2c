import { Migration } from '@mikro-orm/migrations';

export class Migration20261121204017_published_pages extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funnels" add column "published_html" text null, add column "published_etag" text null, add column "published_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funnels" drop column "published_html", drop column "published_etag", drop column "published_at";`);
  }

}
