import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from '../accounts';

export const LEAD_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type LeadImportStatus = (typeof LEAD_IMPORT_STATUSES)[number];

/**
 * A CSV file of leads imported by a job (issue 24 item 8). The file itself is kept in
 * lead_import_chunks until the import ends, so any worker process can read it; `processed` is
 * the checkpoint: rows counted there are in the database, and a restarted job goes on after them.
 */
@Entity({ tableName: 'lead_imports' })
@Index({ name: 'lead_imports_user_id_created_at_index', properties: ['user', 'createdAt'] })
@Index({ name: 'lead_imports_status_index', properties: ['status'] })
export class LeadImport extends CreatedEntity<
  | 'status'
  | 'processed'
  | 'createdCount'
  | 'updatedCount'
  | 'skippedCount'
  | 'totalRows'
  | 'claimToken'
  | 'leaseUntil'
  | 'startedAt'
  | 'finishedAt'
  | 'errorMessage'
  | 'limitMessage'
> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'bigint' })
  fileSize!: string;

  @Enum({ items: () => [...LEAD_IMPORT_STATUSES], default: 'queued' })
  status: LeadImportStatus = 'queued';

  /** 'update' or 'skip': what a row does to a lead that already has its email. */
  @Property({ type: 'text' })
  onExisting!: string;

  /** The lead field each column fills, by position ('skip' for none). */
  @Property({ type: 'json' })
  mapping!: string[];

  /** The file's delimiter and line break, found when it was uploaded. */
  @Property({ type: 'text' })
  delimiter!: string;

  @Property({ type: 'text' })
  linebreak!: string;

  /** Data rows with a value (blank rows are not counted); known once the job has read the file. */
  @Property({ type: 'integer', nullable: true })
  totalRows?: number | null;

  @Property({ type: 'integer', default: 0 })
  processed: number = 0;

  @Property({ type: 'integer', default: 0 })
  createdCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  updatedCount: number = 0;

  /** Rows not imported; each has a reason in lead_import_issues. */
  @Property({ type: 'integer', default: 0 })
  skippedCount: number = 0;

  /** The worker running it and until when its claim holds (renewed with every batch). */
  @Property({ type: 'uuid', nullable: true })
  claimToken?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  leaseUntil?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;

  /** Why rows were refused for the plan's lead limit, and the way up. */
  @Property({ type: 'text', nullable: true })
  limitMessage?: string | null;
}

/** One piece (up to 1 MiB) of an import's file, in order. */
@Entity({ tableName: 'lead_import_chunks' })
export class LeadImportChunk {
  @ManyToOne(() => LeadImport, { ref: true, primary: true, deleteRule: 'cascade', fieldName: 'import_id' })
  leadImport!: Ref<LeadImport>;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}

/** A row of an import's file that was not imported, and why (the report). */
@Entity({ tableName: 'lead_import_issues' })
export class LeadImportIssue {
  @ManyToOne(() => LeadImport, { ref: true, primary: true, deleteRule: 'cascade', fieldName: 'import_id' })
  leadImport!: Ref<LeadImport>;

  /** The row's number among the file's data rows (the header is not counted). */
  @PrimaryKey({ type: 'integer', fieldName: 'row' })
  row!: number;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  reason!: string;
}
