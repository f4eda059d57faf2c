import type { Config } from '../../config';

/**
 * Where the media library's files are served from, as CSP sources: the one list pages that show
 * media allow images and videos from (published pages, see funnels/published.routes.ts). Files
 * on local disk, and S3 files without a public address, are served by this site (/uploads), so
 * 'self' covers them; S3_PUBLIC_URL adds its origin.
 */
export function mediaImageSources(config: Config): string[] {
  const publicUrl = config.media.s3?.publicUrl;
  return publicUrl ? ["'self'", new URL(publicUrl).origin] : ["'self'"];
}
