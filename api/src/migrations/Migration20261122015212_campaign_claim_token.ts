import { Migration } from '@mikro-orm/migrations';

export class Migration20261122015212_campaign_claim_token extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaign_recipients" add column "claim_token" uuid null;`);
    this.addSql(`create index "campaign_recipients_claim_token_index" on "campaign_recipients" ("claim_token") where "claim_token" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "campaign_recipients_claim_token_index";`);
    this.addSql(`alter table "campaign_recipients" drop column "claim_token";`);
  }

}
