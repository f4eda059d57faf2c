import { Migration } from '@mikro-orm/migrations';

export class Migration20261126145055_ai_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "image_generations" add column "updated_at" timestamptz not null default now(), add column "status" text check ("status" in ('pending', 'processing', 'completed', 'failed')) not null default 'pending', add column "failure_reason" text null, add column "generator" text null, add column "estimated_cost" numeric(10,4) not null default '0', add column "media_item_id" uuid null;`,
    );
    // Rows from before the job queue were finished requests: done when they have an image.
    this.addSql(
      `update "image_generations" set "status" = case when "image_url" is null then 'failed' else 'completed' end;`,
    );
    this.addSql(
      `alter table "image_generations" add constraint "image_generations_media_item_id_foreign" foreign key ("media_item_id") references "media_items" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "image_generations_media_item_id_index" on "image_generations" ("media_item_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "image_generations" drop constraint "image_generations_media_item_id_foreign";`);

    this.addSql(`drop index "image_generations_media_item_id_index";`);
    this.addSql(
      `alter table "image_generations" drop column "updated_at", drop column "status", drop column "failure_reason", drop column "generator", drop column "estimated_cost", drop column "media_item_id";`,
    );
  }
}
