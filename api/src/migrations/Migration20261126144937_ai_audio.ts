import { Migration } from '@mikro-orm/migrations';

export class Migration20261126144937_ai_audio extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "audio_generations" add column "updated_at" timestamptz not null default now(), add column "generator" text null, add column "media_item_id" uuid null;`);
    this.addSql(`alter table "audio_generations" add constraint "audio_generations_media_item_id_foreign" foreign key ("media_item_id") references "media_items" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "audio_generations_media_item_id_index" on "audio_generations" ("media_item_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audio_generations" drop constraint "audio_generations_media_item_id_foreign";`);

    this.addSql(`drop index "audio_generations_media_item_id_index";`);
    this.addSql(`alter table "audio_generations" drop column "updated_at", drop column "generator", drop column "media_item_id";`);
  }

}
