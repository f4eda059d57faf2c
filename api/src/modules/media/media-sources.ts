import type { Config } from '../../config';

/**
 * Where the media library's files are served from, as CSP sources: the one list pages that show
 * media allow images from (published pages, see funnels/published.routes.ts). Files on local
 * disk are served by this site (/uploads), so 'self' covers them; an S3-style storage adds its
 * public origin here, from its settings.
 */
export function mediaImageSources(_config: Config): string[] {
  return ["'self'"];
}
