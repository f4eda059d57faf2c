/** The lead fields a CSV column can fill. */
export type LeadField =
  'email' | 'firstName' | 'lastName' | 'phone' | 'company' | 'source' | 'status' | 'score' | 'tags';

export const SKIP = 'skip' as const;
export type ColumnTarget = LeadField | typeof SKIP;

export const LEAD_FIELDS: ReadonlyArray<{ value: LeadField; label: string }> = [
  { value: 'email', label: 'Email' },
  { value: 'firstName', label: 'First Name' },
  { value: 'lastName', label: 'Last Name' },
  { value: 'phone', label: 'Phone' },
  { value: 'company', label: 'Company' },
  { value: 'source', label: 'Source' },
  { value: 'status', label: 'Status' },
  { value: 'score', label: 'Score' },
  { value: 'tags', label: 'Tags' },
];

export const fieldLabel = (field: LeadField) => LEAD_FIELDS.find((f) => f.value === field)?.label ?? field;

/** Header names (lower-cased, letters and digits only) that mean each field. */
const SYNONYMS: Record<LeadField, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'emailid', 'emailaddr', 'primaryemail', 'workemail'],
  firstName: ['firstname', 'first', 'givenname', 'fname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  phone: [
    'phone',
    'phonenumber',
    'telephone',
    'tel',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
  ],
  company: [
    'company',
    'companyname',
    'organization',
    'organisation',
    'organizationname',
    'business',
    'employer',
  ],
  source: ['source', 'leadsource', 'origin', 'channel'],
  status: ['status', 'leadstatus', 'stage'],
  score: ['score', 'leadscore', 'rating'],
  tags: ['tags', 'tag', 'labels', 'label'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The field a header most likely names: 'E-mail', 'first_name', 'Company Name'… ; 'skip' when none. */
export function guessField(header: string): ColumnTarget {
  const key = normalise(header);
  if (!key) return SKIP;
  const field = (Object.keys(SYNONYMS) as LeadField[]).find((f) => SYNONYMS[f].includes(key));
  return field ?? SKIP;
}

/** A target per column; a field goes to the first column that names it, later ones are skipped. */
export function guessMapping(headers: readonly string[]): ColumnTarget[] {
  const taken = new Set<LeadField>();
  return headers.map((header) => {
    const field = guessField(header);
    if (field === SKIP || taken.has(field)) return SKIP;
    taken.add(field);
    return field;
  });
}

/** Sets column `index` to `target`; a field can fill only one column, so its old column is skipped. */
export function remap(mapping: readonly ColumnTarget[], index: number, target: ColumnTarget): ColumnTarget[] {
  return mapping.map((current, i) => {
    if (i === index) return target;
    return target !== SKIP && current === target ? SKIP : current;
  });
}

/** A data row of the file: its 1-based number among the data rows, and its cells. */
export type CsvRecord = { rowNumber: number; cells: readonly string[] };

/** A data row's mapped cells by lead field, as the import will read them. */
export type MappedRow = { rowNumber: number } & Partial<Record<LeadField, string>>;

/** The rows as imported: mapped cells only, empty ones left out (the preview shows them). */
export function mapRecords(records: readonly CsvRecord[], mapping: readonly ColumnTarget[]): MappedRow[] {
  return records.map(({ rowNumber, cells }) => {
    const row: MappedRow = { rowNumber };
    mapping.forEach((target, i) => {
      const value = cells[i]?.trim();
      if (target !== SKIP && value) row[target] = value;
    });
    return row;
  });
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
