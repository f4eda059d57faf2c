import path from 'node:path';
import type { Config } from '../../../config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** The bucket when S3_BUCKET is set; otherwise local disk under DATA_DIR/uploads. */
export function createMediaStorage(config: Config): MediaStorage {
  return config.media.s3
    ? new S3MediaStorage(config.media.s3)
    : new LocalMediaStorage(path.join(config.dataDir, 'uploads'));
}
