import { Migration } from '@mikro-orm/migrations';

const STEP_OF_PAGE = `jsonb_build_object(
  'version', 2,
  'steps', jsonb_build_array(jsonb_build_object(
    'id', 'step-1', 'name', 'Main page', 'slug', 'main', 'kind', 'other',
    'elements', coalesce(config->'elements', '[]'::jsonb),
    'pageBackground', coalesce(config->'pageBackground', '{"color":"#ffffff","gradient":"","useGradient":false}'::jsonb),
    'seo', '{"title":"","description":"","image":"","canonical":"","noindex":false}'::jsonb)))`;

const PAGE_OF_STEP = `jsonb_build_object(
  'version', 1,
  'elements', coalesce(config->'steps'->0->'elements', '[]'::jsonb),
  'pageBackground', coalesce(config->'steps'->0->'pageBackground', '{"color":"#ffffff","gradient":"","useGradient":false}'::jsonb))`;

const CONFIG_TABLES = ['funnels', 'recycled_funnels', 'templates'];

/**
 * Funnels have steps (config version 2): every saved page becomes its funnel's one step. A
 * published funnel keeps each step's page (published_pages) instead of one; they are rendered
 * again on their first request. Funnels get their site settings (icon, head code) and their
 * own domains.
 */
export class Migration20261126070000_funnel_steps extends Migration {
  override async up(): Promise<void> {
    for (const table of CONFIG_TABLES)
      this.addSql(
        `update "${table}" set config = ${STEP_OF_PAGE} where jsonb_typeof(config) = 'object' and not config ? 'steps';`,
      );
    this.addSql(
      `alter table "funnels" drop column "published_html", drop column "published_etag", add column "published_pages" jsonb null, add column "site" jsonb not null default '{}';`,
    );
    this.addSql(`update "funnels" set published_version = null;`);
    this.addSql(
      `create table "funnel_domains" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "funnel_id" uuid not null, "hostname" text not null, "verification_token" text not null, "verified_at" timestamptz null, "checked_at" timestamptz null, "check_error" text null, constraint "funnel_domains_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "funnel_domains_hostname_unique" on "funnel_domains" ("hostname");`);
    this.addSql(`create unique index "funnel_domains_funnel_id_unique" on "funnel_domains" ("funnel_id");`);
    this.addSql(`create index "funnel_domains_user_id_index" on "funnel_domains" ("user_id");`);
    this.addSql(
      `alter table "funnel_domains" add constraint "funnel_domains_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "funnel_domains" add constraint "funnel_domains_funnel_id_foreign" foreign key ("funnel_id") references "funnels" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "funnel_domains" cascade;`);
    this.addSql(
      `alter table "funnels" drop column "published_pages", drop column "site", add column "published_html" text null, add column "published_etag" text null;`,
    );
    this.addSql(`update "funnels" set published_version = null;`);
    for (const table of CONFIG_TABLES)
      this.addSql(`update "${table}" set config = ${PAGE_OF_STEP} where config ? 'steps';`);
  }
}
