import { Service } from '../../shared/service';

/** A sitemap holds 50,000 URLs at most (sitemaps.org). */
const MAX_URLS = 50_000;

type SitemapRow = { funnel_id: string; slug: string; position: string; published_at: Date | string | null };

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function urlset(urls: Array<{ loc: string; lastmod: Date | string | null }>): string {
  const items = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</urlset>\n`;
}

/**
 * robots.txt and sitemaps of published steps: on the app's origin, the funnels served at
 * /p/{id} (those on their own domain are listed there instead); on a funnel's domain, its
 * steps. Steps marked noindex are left out of both.
 */
export class SitemapsService extends Service {
  /** The app origin's robots.txt: published pages are open to crawlers, the app itself is not. */
  appRobots(origin: string): string {
    return [
      'User-agent: *',
      'Allow: /$',
      'Allow: /p/',
      'Disallow: /',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** A funnel domain's robots.txt: everything it serves is the funnel. */
  funnelRobots(origin: string): string {
    return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  }

  /** Published steps at /p/{id} on the app's origin, the most recently published first. */
  async appSitemap(origin: string): Promise<string> {
    const rows = await this.rows(
      `not exists (select 1 from funnel_domains d where d.funnel_id = f.id and d.verified_at is not null)`,
      [],
    );
    return urlset(
      rows.map((row) => ({
        loc: `${origin}/p/${row.funnel_id}${row.position === '1' ? '' : `/${row.slug}`}`,
        lastmod: row.published_at,
      })),
    );
  }

  /** The published steps of the funnel on its own domain. */
  async funnelSitemap(funnelId: string, origin: string): Promise<string> {
    const rows = await this.rows('f.id = ?', [funnelId]);
    return urlset(
      rows.map((row) => ({
        loc: `${origin}/${row.position === '1' ? '' : row.slug}`,
        lastmod: row.published_at,
      })),
    );
  }

  private rows(where: string, params: unknown[]): Promise<SitemapRow[]> {
    // The steps' addresses and switches come from the config, not the stored HTML (much smaller to read).
    return this.em.getConnection().execute<SitemapRow[]>(
      `select f.id as funnel_id, s.step->>'slug' as slug, s.position, f.published_at
         from funnels f
         cross join lateral jsonb_array_elements(f.config->'steps') with ordinality as s(step, position)
        where f.status = 'published' and f.deleted_at is null and ${where}
          and coalesce((s.step->'seo'->>'noindex')::boolean, false) = false
        order by f.published_at desc nulls last, f.id, s.position
        limit ${MAX_URLS}`,
      params,
    );
  }
}
