import { Migration } from '@mikro-orm/migrations';

/**
 * Usernames are unique whatever their letter case (issue 16): 'Jane' and 'jane' are one name.
 * Existing duplicates would stop the index; usernames could not be set before, so none exist.
 */
export class Migration20261126111000_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "users_username_lower_unique";`);
  }
}
