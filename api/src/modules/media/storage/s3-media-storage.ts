import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../../config';
import { assertMediaKey, UPLOADS_PATH, type MediaStorage, type StoredFile } from './media-storage';
import { mimeOfFileName } from '../media-types';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, ...) under `<key>`. Browsers fetch them from
 * S3_PUBLIC_URL when there is one (a CDN or a public bucket), else through this app at
 * /uploads/<key>, which proxies them with its own headers.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  readonly source: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string | null;

  constructor(settings: NonNullable<Config['media']['s3']>) {
    this.bucket = settings.bucket;
    this.publicUrl = settings.publicUrl;
    this.source = settings.publicUrl ? new URL(settings.publicUrl).origin : "'self'";
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      // Without explicit keys the SDK's default chain applies (environment, profile, instance role).
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Since 3.729 the SDK adds CRC32 checksums to every upload and checks them on every download
      // by default; several S3-compatible services rejected those headers (R2 and Backblaze B2 at
      // the time, see aws/aws-sdk-js-v3#6810). Only where the API requires one, as before.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<void> {
    assertMediaKey(key);
    // Upload sends a stream of unknown length in parts (multipart past the first 5 MB part), so a
    // large video never sits whole in memory; on failure it aborts the multipart upload.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        // Keys are content-addressed and never reused: a stored file never changes.
        CacheControl: 'public, max-age=31536000, immutable',
      },
    });
    await upload.done();
  }

  async get(key: string): Promise<StoredFile | null> {
    assertMediaKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the SDK answers a Readable (an IncomingMessage); anything else is a misconfiguration.
      if (!(response.Body instanceof Readable)) throw new Error(`S3 GetObject ${key}: no readable body`);
      return {
        body: response.Body,
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? mimeOfFileName(key) ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    keys.forEach(assertMediaKey);
    for (let start = 0; start < keys.length; start += DELETE_BATCH)
      await this.deleteBatch(keys.slice(start, start + DELETE_BATCH));
  }

  async removePrefix(prefix: string): Promise<void> {
    // A folder, as on local disk: 'user-a' must not take 'user-ab/...' with it.
    const folder = prefix.replace(/\/+$/, '');
    assertMediaKey(folder);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          ContinuationToken: continuationToken,
        }),
      );
      // A page holds at most 1000 keys: one DeleteObjects each. The token marks a position, so
      // deleting the listed keys does not shift the next page.
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      await this.deleteBatch(keys);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  url(key: string): string {
    assertMediaKey(key);
    return this.publicUrl ? `${this.publicUrl}/${key}` : `${UPLOADS_PATH}/${key}`;
  }

  private async deleteBatch(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const response = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    // DeleteObjects answers 200 even when some keys failed (a missing key is not a failure).
    const failed = response.Errors ?? [];
    if (failed.length > 0)
      throw new Error(
        `S3 DeleteObjects failed for ${failed.length} key(s): ${failed
          .slice(0, 5)
          .map((e) => `${e.Key ?? '?'} (${e.Code ?? 'error'})`)
          .join(', ')}`,
      );
  }
}

/**
 * A missing object: NoSuchKey, or a bare 404 from servers that send no error code. A missing
 * bucket is a misconfiguration, not a missing file, so it still throws.
 */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}
