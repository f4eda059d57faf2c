import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** express-session rows in the shape connect-pg-simple reads and writes. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', columnType: 'varchar' })
  sid!: string;

  @Property({ type: 'json', columnType: 'json' })
  sess!: Record<string, unknown>;

  @Property({ type: 'Date', columnType: 'timestamp(6)' })
  @Index({ name: 'sessions_expire_index' })
  expire!: Date;
}
