import { Entity, Enum, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../shared/db/base.entity';
import { User } from './user.entity';

export const DATA_EXPORT_STATUSES = ['building', 'ready', 'failed', 'downloaded', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A "Download Your Data" archive: built by a job under DATA_DIR, downloadable once within a day. */
@Entity({ tableName: 'data_exports' })
export class DataExport extends CreatedEntity<'status' | 'progress'> {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: 'data_exports_user_id_index' })
  user!: Ref<User>;

  @Enum({ items: () => [...DATA_EXPORT_STATUSES], default: 'building' })
  status: DataExportStatus = 'building';

  /** 0–100 while building. */
  @Property({ type: 'integer', default: 0 })
  progress: number = 0;

  @Property({ type: 'bigint', nullable: true })
  sizeBytes?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  readyAt?: Date | null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;
}
