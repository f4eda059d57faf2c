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
  // Double opt-in (issue 24): the lead's state and its latest consent record.
  'Opt-in',
  'Consent At',
  'Consent IP Network',
  'Consent Form',
  'Consent Text',
  'Confirmed At',
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
  opt_in: string;
  created_at: Date | string;
  cursor_created_at: string;
};

/** A lead's consent record as the export shows it: the confirmed one, else the latest. */
type ConsentRow = {
  lead_id: string;
  created_at: Date | string;
  ip_network: string | null;
  form_name: string;
  consent_text: string;
  confirmed_at: Date | string | null;
};

const isoOrEmpty = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? '' : new Date(value).toISOString();

const cells = (lead: ExportRow, consent: ConsentRow | undefined): Array<string | number> => [
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
  lead.opt_in,
  isoOrEmpty(consent?.created_at),
  consent?.ip_network ?? '',
  consent?.form_name ?? '',
  consent?.consent_text ?? '',
  isoOrEmpty(consent?.confirmed_at),
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
      if (page.length > 0) {
        const consents = await this.consentsOf(
          userId,
          page.map((lead) => lead.id),
        );
        yield toCsvLines(page.map((lead) => cells(lead, consents.get(lead.id))));
      }
      const last = page.at(-1);
      if (rows.length <= EXPORT_PAGE_SIZE || !last) return;
      after = cursorAfter(last, filter.sort);
    }
  }

  /** The consent record each lead of a page is exported with: its confirmed one, else its latest. */
  private async consentsOf(userId: string, leadIds: readonly string[]): Promise<Map<string, ConsentRow>> {
    const rows = await this.em.getConnection().execute<ConsentRow[]>(
      `select distinct on (lead_id) lead_id, created_at, ip_network, form_name, consent_text, confirmed_at
         from lead_consents
        where user_id = ? and lead_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        order by lead_id, confirmed_at is null, created_at desc`,
      [userId, JSON.stringify(leadIds)],
    );
    return new Map(rows.map((row) => [row.lead_id, row]));
  }
}
