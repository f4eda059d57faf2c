import { Migration } from '@mikro-orm/migrations';

export class Migration20261126165127_ai_video extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "video_generations" add column "aspect_ratio" text not null default '16:9', add column "style" text null, add column "audio" text not null default 'none', add column "loop" boolean not null default false, add column "enhance_prompt" boolean not null default false, add column "generator" text null, add column "estimated_cost" numeric(10,4) not null default '0', add column "progress" numeric(4,3) null, add column "details" jsonb null, add column "media_item_id" uuid null;`);
    this.addSql(`alter table "video_generations" add constraint "video_generations_media_item_id_foreign" foreign key ("media_item_id") references "media_items" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "video_generations_media_item_id_index" on "video_generations" ("media_item_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "video_generations" drop constraint "video_generations_media_item_id_foreign";`);

    this.addSql(`drop index "video_generations_media_item_id_index";`);
    this.addSql(`alter table "video_generations" drop column "aspect_ratio", drop column "style", drop column "audio", drop column "loop", drop column "enhance_prompt", drop column "generator", drop column "estimated_cost", drop column "progress", drop column "details", drop column "media_item_id";`);
  }

}
