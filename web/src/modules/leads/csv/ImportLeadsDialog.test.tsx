import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  CancelLeadImportDocument,
  LeadImportDocument,
  LeadImportProgressDocument,
  type LeadImportFieldsFragment,
} from '../../../gql/graphql';
import { chooseOption } from '../../../test/antd';
import { buttonByText } from '../../../test/dom';
import { installFakeXhr, lastXhr } from '../../../test/fake-xhr';
import { renderWithApp } from '../../../test/render';
import '../../../test/timeouts';
import { CONTINUES_ON_SERVER, NO_EMAIL_COLUMN, ImportLeadsButton } from './ImportLeadsDialog';
import { CSV_ERRORS, MAX_IMPORT_FILE_BYTES } from './parse-csv';

const IMPORT_ID = '7d1f6a52-8e38-4d0b-9a51-0c3b7f1e2a10';

function job(overrides: Partial<LeadImportFieldsFragment> = {}): LeadImportFieldsFragment {
  return {
    __typename: 'LeadImport',
    id: IMPORT_ID,
    fileName: 'leads.csv',
    fileSize: 2048,
    status: 'running',
    onExisting: 'update',
    totalRows: 1200,
    processed: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    errorMessage: null,
    limitMessage: null,
    reportUrl: `/api/leads/imports/${IMPORT_ID}/report.csv`,
    createdAt: '2026-12-01T10:00:00.000Z',
    startedAt: '2026-12-01T10:00:01.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** leadImport(id) answering `state`. */
const jobQuery = (state: LeadImportFieldsFragment): MockLink.MockedResponse => ({
  request: { query: LeadImportDocument, variables: { id: IMPORT_ID } },
  result: { data: { __typename: 'Query', leadImport: state } },
  maxUsageCount: 5,
});

/** One leadImportProgress push of `state` after `delay` ms (Infinity: none). */
const progressPush = (state: LeadImportFieldsFragment | null, delay = 300): MockLink.MockedResponse => ({
  request: { query: LeadImportProgressDocument, variables: { id: IMPORT_ID } },
  result: state ? { data: { __typename: 'Subscription', leadImportProgress: state } } : { data: null },
  delay,
});

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
});
afterEach(() => restoreXhr());

const HEADER = 'E-mail,First Name,last_name,Company Name,Notes,Lead Status';
const SEVEN_ROWS = [
  HEADER,
  'ada@acme.io,Ada,Lovelace,Engines,first,new',
  'grace@acme.io,Grace,Hopper,Navy,,contacted',
  'alan@acme.io,Alan,Turing,Bletchley,,new',
  'edsger@acme.io,Edsger,Dijkstra,THE,,lost',
  'barbara@acme.io,Barbara,Liskov,MIT,,new',
  'donald@acme.io,Donald,Knuth,Stanford,,new',
  'not-an-email,Linus,Torvalds,Linux,,new',
].join('\r\n');

const manyRows = (n: number) =>
  [HEADER, ...Array.from({ length: n }, (_, i) => `p${i + 1}@acme.io,P${i + 1},,,,`)].join('\n');

function renderButton(mocks: ReadonlyArray<MockLink.MockedResponse> = [], onImported = jest.fn()) {
  const user = userEvent.setup();
  renderWithApp(<ImportLeadsButton onImported={onImported} />, { mocks });
  return { user, onImported };
}

async function openDialog(user: UserEvent) {
  await user.click(buttonByText('Import CSV'));
  return screen.findByRole('dialog');
}

/** Chooses a file in the dialog's file input, as the browser's picker or a drop would. */
async function chooseFile(user: UserEvent, file: File) {
  await openDialog(user);
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]');
  if (!input) throw new Error('no file input in the dialog');
  // act flushes the work that follows at once (an empty file is refused without being read).
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    await Promise.resolve();
  });
}

const csv = (text: string, name = 'leads.csv') => new File([text], name, { type: 'text/csv' });

const columnRow = (index: number) => screen.getByTestId(`csv-column-${index}`);
const previewTable = () => screen.getByTestId('csv-preview');

describe('column mapping and preview', () => {
  it('guesses the lead field of each column from its header and previews the first 5 mapped rows', async () => {
    const { user } = renderButton();
    await chooseFile(user, csv(SEVEN_ROWS));
    expect(await screen.findByText('7 rows')).toBeInTheDocument();
    const expected = ['Email', 'First Name', 'Last Name', 'Company', 'Skip', 'Status'];
    expected.forEach((label, i) => {
      expect(within(columnRow(i)).getByTitle(label)).toBeInTheDocument();
    });
    expect(within(columnRow(0)).getByText('ada@acme.io')).toBeInTheDocument();

    const preview = previewTable();
    const headers = Array.from(preview.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['Row', 'Email', 'First Name', 'Last Name', 'Company', 'Status']);
    const rows = Array.from(preview.querySelectorAll('tbody tr.ant-table-row'));
    expect(rows.map((tr) => tr.querySelector('td')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(preview).getByText('Engines')).toBeInTheDocument();
    expect(within(preview).queryByText('donald@acme.io')).not.toBeInTheDocument();
    expect(within(preview).queryByText('first')).not.toBeInTheDocument();
    expect(buttonByText('Import 7 rows')).toBeEnabled();
  });

  it('lets a column be remapped; with no Email column it says so and cannot import', async () => {
    const { user } = renderButton();
    await chooseFile(user, csv(SEVEN_ROWS));
    await screen.findByText('7 rows');
    await chooseOption(user, 'Lead field for column Notes', 'Source');
    expect(within(columnRow(4)).getByTitle('Source')).toBeInTheDocument();
    await waitFor(() => expect(within(previewTable()).getByText('first')).toBeInTheDocument());

    expect(screen.queryByText(NO_EMAIL_COLUMN)).not.toBeInTheDocument();
    await chooseOption(user, 'Lead field for column E-mail', 'Skip');
    expect(await screen.findByText(NO_EMAIL_COLUMN)).toBeInTheDocument();
    expect(buttonByText('Import 7 rows')).toBeDisabled();

    // Giving Email to another column takes it from the column that had it.
    await chooseOption(user, 'Lead field for column First Name', 'Email');
    await chooseOption(user, 'Lead field for column E-mail', 'Email');
    await waitFor(() => expect(within(columnRow(1)).getByTitle('Skip')).toBeInTheDocument());
    expect(buttonByText('Import 7 rows')).toBeEnabled();
  });
});

describe('file errors', () => {
  it.each([
    ['an empty file', csv(''), CSV_ERRORS.empty],
    ['a header without rows', csv('Email,Name\r\n'), CSV_ERRORS.noRows],
    [
      'a spreadsheet that is not a CSV',
      new File(['PK'], 'leads.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      CSV_ERRORS.notCsv('leads.xlsx'),
    ],
    [
      'a file over 200 MB',
      Object.defineProperty(csv('Email\n'), 'size', { value: MAX_IMPORT_FILE_BYTES + 1 }),
      CSV_ERRORS.tooLarge,
    ],
  ])('says what is wrong with %s and stays on the file step', async (_what, file, message) => {
    const { user } = renderButton();
    await chooseFile(user, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Click or drag a CSV file here')).toBeInTheDocument();
  });
});

describe('importing on the server', () => {
  async function uploadFile(user: UserEvent, rows = 1200) {
    await chooseFile(user, csv(manyRows(rows)));
    await screen.findByText(`${rows.toLocaleString('en-US')} rows`);
    await user.click(screen.getByLabelText('Skip them'));
    await user.click(buttonByText(`Import ${rows.toLocaleString('en-US')} rows`));
    return lastXhr();
  }

  it('uploads the file with its mapping, shows upload then job progress, and sums up when the job is done', async () => {
    const onImported = jest.fn();
    const { user } = renderButton(
      [
        jobQuery(job({ processed: 500, created: 498, skipped: 2 })),
        progressPush(
          job({
            status: 'done',
            processed: 1200,
            created: 1196,
            updated: 1,
            skipped: 3,
            finishedAt: '2026-12-01T10:00:09.000Z',
          }),
          400,
        ),
      ],
      onImported,
    );
    const xhr = await uploadFile(user);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/leads/imports');
    expect(xhr.body?.get('onExisting')).toBe('skip');
    expect(JSON.parse(String(xhr.body?.get('mapping')))).toEqual([
      'email',
      'firstName',
      'lastName',
      'company',
      'skip',
      'status',
    ]);
    expect(xhr.file('file')?.name).toBe('leads.csv');

    act(() => xhr.progress(1024, 4096));
    expect(await screen.findByText('Uploading the file… 1 KB of 4 KB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    act(() => xhr.respond(202, job({ status: 'queued' })));
    expect(await screen.findByText('Imported 500 of 1,200 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '41');
    expect(screen.getByText(CONTINUES_ON_SERVER)).toBeInTheDocument();
    expect(screen.getByTestId('count-created')).toHaveTextContent('498');

    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByText('Import complete')).toBeInTheDocument();
    expect(within(summary).getByTestId('count-created')).toHaveTextContent('1,196');
    expect(within(summary).getByTestId('count-updated')).toHaveTextContent('1');
    expect(within(summary).getByTestId('count-skipped')).toHaveTextContent('3');
    expect(within(summary).getByRole('link', { name: /Download report/ })).toHaveAttribute(
      'href',
      `/api/leads/imports/${IMPORT_ID}/report.csv`,
    );
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported.mock.calls[0]?.[0]).toMatchObject({ status: 'done', created: 1196 });
  });

  it('can be closed while the job runs: the import goes on', async () => {
    const { user } = renderButton([jobQuery(job({ processed: 300 })), progressPush(null, Infinity)]);
    const xhr = await uploadFile(user);
    act(() => xhr.respond(202, job({ status: 'queued' })));
    await screen.findByText('Imported 300 of 1,200 rows');
    await user.click(buttonByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(xhr.aborted).toBe(false);
  });

  it('cancels the job after confirming, and says how many rows were left out', async () => {
    const cancelled = job({
      status: 'cancelled',
      processed: 500,
      created: 500,
      finishedAt: '2026-12-01T10:00:05.000Z',
    });
    const { user } = renderButton([
      jobQuery(job({ processed: 500, created: 500 })),
      progressPush(null, Infinity),
      {
        request: { query: CancelLeadImportDocument, variables: { id: IMPORT_ID } },
        result: { data: { __typename: 'Mutation', cancelLeadImport: cancelled } },
      },
    ]);
    const xhr = await uploadFile(user);
    act(() => xhr.respond(202, job({ status: 'queued' })));
    await screen.findByText('Imported 500 of 1,200 rows');
    await user.click(buttonByText('Cancel import'));
    // Nothing is cancelled until the question is answered.
    expect(await screen.findByText('Cancel this import?')).toBeInTheDocument();
    await user.click(
      within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', {
        name: 'Cancel import',
      }),
    );
    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByText('Import cancelled')).toBeInTheDocument();
    expect(within(summary).getByText('700 rows were not imported.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the upload and stays on the mapping step', async () => {
    const { user } = renderButton();
    const xhr = await uploadFile(user, 7);
    act(() =>
      xhr.respond(409, {
        message: 'You already have 3 imports running; wait for one to finish or cancel it.',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file was not imported: You already have 3 imports running; wait for one to finish or cancel it.',
    );
    expect(buttonByText('Import 7 rows')).toBeEnabled();
  });

  it('shows why a job failed', async () => {
    const { user } = renderButton([
      jobQuery(
        job({
          status: 'failed',
          totalRows: null,
          errorMessage: 'The file has a header row but no leads under it.',
        }),
      ),
    ]);
    const xhr = await uploadFile(user);
    act(() => xhr.respond(202, job({ status: 'queued' })));
    const summary = await screen.findByTestId('import-summary');
    expect(
      within(summary).getByText('The import stopped: The file has a header row but no leads under it.'),
    ).toBeInTheDocument();
    await user.click(buttonByText('Import another file'));
    expect(await screen.findByText('Click or drag a CSV file here')).toBeInTheDocument();
  });
});
