import { requireActor, type Actor } from '../../shared/auth/actor';
import { toCsvLines } from '../../shared/csv';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { cursorAfter, leadPageQuery } from './lead-list.query';
import { leadListSchema, type LeadListInput } from './leads.schemas';

/** Leads read per query while exporting: memory stays flat however many leads match. */
export const EXPORT_PAGE_SIZE = 2000;

export const EXPORT_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Company',
  'Source',
  'Status',
  'Score',
  'Tags',
  'Date Added',
] as const;

/** The leads screen's filters and order; paging is the export's own business. */
const exportSchema = leadListSchema.omit({ limit: true, offset: true, after: true });

type ExportRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company: string | null;
  source: string | null;
  status: string;
  score: number;
  tags: string[] | null;
  created_at: Date | string;
  cursor_created_at: string;
};

const cells = (lead: ExportRow): Array<string | number> => [
  lead.first_name ?? '',
  lead.last_name ?? '',
  lead.email,
  lead.phone ?? '',
  lead.company ?? '',
  lead.source ?? '',
  lead.status,
  lead.score,
  (lead.tags ?? []).join(', '),
  new Date(lead.created_at).toISOString(),
];

export type LeadExport = {
  filename: string;
  /** The file, in pieces: a byte-order mark and the header, then one piece per page of leads. */
  chunks: AsyncIterable<string>;
};

/**
 * CSV export of the leads screen's filtered set (GET /api/leads/export.csv). The filter is
 * checked when the export is opened; the leads are read in keyset pages while it is consumed.
 */
export class LeadExportService extends Service {
  open(actor: Actor | null, query: unknown): LeadExport {
    const { userId } = requireActor(actor, 'read', 'leads');
    const filter = parseInput(exportSchema, query ?? {});
    const date = this.now().toISOString().slice(0, 10);
    return { filename: `leads-${date}.csv`, chunks: this.pages(userId, filter) };
  }

  private async *pages(userId: string, filter: Omit<LeadListInput, 'limit' | 'offset' | 'after'>) {
    // The byte-order mark tells Excel the file is UTF-8; CSV readers (papaparse too) skip it.
    yield `\ufeff${toCsvLines([[...EXPORT_COLUMNS]])}`;
    let after: string | undefined;
    for (;;) {
      const { sql, params } = leadPageQuery(userId, {
        ...filter,
        limit: EXPORT_PAGE_SIZE,
        offset: 0,
        after,
      });
      const rows = await this.em.getConnection().execute<ExportRow[]>(sql, params);
      const page = rows.slice(0, EXPORT_PAGE_SIZE);
      if (page.length > 0) yield toCsvLines(page.map(cells));
      const last = page.at(-1);
      if (rows.length <= EXPORT_PAGE_SIZE || !last) return;
      after = cursorAfter(last, filter.sort);
    }
  }
}
