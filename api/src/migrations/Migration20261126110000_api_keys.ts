import { Migration } from '@mikro-orm/migrations';

const ALL = '["funnels:read","funnels:write","leads:read","leads:write","campaigns:read","campaigns:write"]';

/**
 * API key permissions are per area (funnels, leads, campaigns; read and write each): the
 * default is all of them, and a key of the first form ("read", "write") gets both for every area.
 */
export class Migration20261126110000_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_keys" alter column "permissions" set default '${ALL}';`);
    this.addSql(
      `update "api_keys" set permissions = (
         select coalesce(jsonb_agg(area || ':' || access), '[]'::jsonb)
           from jsonb_array_elements_text(permissions) as access,
                unnest(array['funnels', 'leads', 'campaigns']) as area
          where access in ('read', 'write'))
        where not exists (select 1 from jsonb_array_elements_text(permissions) as p where p like '%:%');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_keys" alter column "permissions" set default '["read","write"]';`);
    this.addSql(
      `update "api_keys" set permissions = (
         select coalesce(jsonb_agg(distinct split_part(p, ':', 2)), '[]'::jsonb)
           from jsonb_array_elements_text(permissions) as p);`,
    );
  }
}
