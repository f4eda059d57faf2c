import { Migration } from '@mikro-orm/migrations';

export class Migration20261202021400_sending_rate_numeric extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "email_settings" alter column "send_rate_per_second" type numeric(10,3) using ("send_rate_per_second"::numeric(10,3));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_settings" alter column "send_rate_per_second" type float8 using ("send_rate_per_second"::float8);`);
  }

}
