import { Migration } from '@mikro-orm/migrations';

/** A funnel's breakdown row as its user's row keys it (pages and exit pages carry the funnel). */
const USER_KEY = (alias: string) =>
  `case when ${alias}."dimension" in ('page', 'exit') then ${alias}."funnel_id"::text || ${alias}."key" else ${alias}."key" end`;

export class Migration20261127030210_user_analytics_dimensions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "user_analytics_dimensions" ("user_id" uuid not null, "date" date not null, "dimension" text not null, "key" text not null, "visits" int not null default 0, "views" int not null default 0, "conversions" int not null default 0, constraint "user_analytics_dimensions_pkey" primary key ("user_id", "date", "dimension", "key"));`,
    );
    this.addSql(
      `alter table "user_analytics_dimensions" add constraint "user_analytics_dimensions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    // What is rolled up so far, for every user.
    this.addSql(
      `insert into "user_analytics_dimensions" ("user_id", "date", "dimension", "key", "visits", "views", "conversions")
       select f."user_id", d."date", d."dimension", ${USER_KEY('d')}, sum(d."visits"), sum(d."views"), sum(d."conversions")
         from "funnel_analytics_dimensions" d join "funnels" f on f."id" = d."funnel_id"
        group by 1, 2, 3, 4;`,
    );
    // A funnel deleted for good (its breakdown rows go with it) takes its share out of its user's.
    this.addSql(
      `create function "forget_funnel_analytics"() returns trigger language plpgsql as $$
       begin
         -- The user's own deletion takes their rows with it (and they are gone already).
         if not exists (select 1 from "users" where "id" = old."user_id") then
           return old;
         end if;
         update "user_analytics_dimensions" u
            set "visits" = u."visits" - d."visits", "views" = u."views" - d."views", "conversions" = u."conversions" - d."conversions"
           from "funnel_analytics_dimensions" d
          where d."funnel_id" = old."id" and u."user_id" = old."user_id" and u."date" = d."date"
            and u."dimension" = d."dimension" and u."key" = ${USER_KEY('d')};
         delete from "user_analytics_dimensions"
          where "user_id" = old."user_id" and "dimension" in ('page', 'exit') and "key" like old."id"::text || '%';
         return old;
       end $$;`,
    );
    this.addSql(
      `create trigger "funnels_forget_analytics" before delete on "funnels" for each row execute function "forget_funnel_analytics"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "funnels_forget_analytics" on "funnels";`);
    this.addSql(`drop function if exists "forget_funnel_analytics"();`);
    this.addSql(`drop table if exists "user_analytics_dimensions" cascade;`);
  }
}
