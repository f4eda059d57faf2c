import { Migration } from '@mikro-orm/migrations';

/**
 * A send made without an SMTP server (logged, not delivered) is marked simulated on its outbox
 * row, so Performance counts it apart from deliveries (issue 14, finding 6). Rows sent before
 * this carry no such record and stay counted as they were.
 */
export class Migration20261126000703_simulated_sends extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_sequence_logs" add column "simulated" boolean not null default false;`);
    this.addSql(`alter table "campaign_recipients" add column "simulated" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign_recipients" drop column "simulated";`);
    this.addSql(`alter table "email_sequence_logs" drop column "simulated";`);
  }
}
