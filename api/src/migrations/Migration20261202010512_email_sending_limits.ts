import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010512_email_sending_limits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "email_settings" add column "send_rate_per_second" double precision null, add column "send_connections" int null, add column "hourly_quota" int null, add column "daily_quota" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_settings" drop column "send_rate_per_second", drop column "send_connections", drop column "hourly_quota", drop column "daily_quota";`);
  }

}
