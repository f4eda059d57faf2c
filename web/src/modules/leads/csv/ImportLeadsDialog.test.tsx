import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ImportLeadsDocument,
  type ImportLeadsMutation,
  type ImportLeadsMutationVariables,
  type LeadImportRow,
} from '../../../gql/graphql';
import { chooseOption } from '../../../test/antd';
import { buttonByText } from '../../../test/dom';
import { renderWithApp } from '../../../test/render';
import '../../../test/timeouts';
import { NO_EMAIL_COLUMN, ImportLeadsButton } from './ImportLeadsDialog';
import { CSV_ERRORS } from './parse-csv';
import type { ImportProgress } from './use-lead-import';

type Answer = Omit<ImportLeadsMutation['importLeads'], '__typename' | 'errors'> & {
  errors?: Array<{ row: number; email: string; reason: string }>;
};

/** What each importLeads call sent, in order. */
let sent: ImportLeadsMutationVariables[] = [];
beforeEach(() => {
  sent = [];
});

/** One importLeads call: records what was sent and answers `answer` (or fails) after `delay` ms. */
function importMock(
  answer: Answer | ((rows: readonly LeadImportRow[]) => Answer) | Error,
  delay = 0,
): MockLink.MockedResponse<ImportLeadsMutation, ImportLeadsMutationVariables> {
  return {
    request: { query: ImportLeadsDocument, variables: () => true },
    maxUsageCount: 1,
    delay,
    result: (variables) => {
      sent.push(variables);
      if (answer instanceof Error)
        return { errors: [new GraphQLError(answer.message, { extensions: { code: 'BAD_USER_INPUT' } })] };
      const rows = Array.isArray(variables.rows) ? variables.rows : [variables.rows];
      const { errors = [], ...counts } = typeof answer === 'function' ? answer(rows) : answer;
      return {
        data: {
          __typename: 'Mutation',
          importLeads: {
            __typename: 'LeadImportResult',
            ...counts,
            errors: errors.map((e) => ({ __typename: 'LeadImportError' as const, ...e })),
          },
        },
      };
    },
  };
}

/** Every row of a chunk created. */
const allCreated = (rows: readonly LeadImportRow[]): Answer => ({
  created: rows.length,
  updated: 0,
  skipped: 0,
});

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
      'more than 50,000 rows',
      csv(manyRows(50_001)),
      'The file has 50,001 rows; one import takes at most 50,000. Split it into smaller files.',
    ],
  ])('says what is wrong with %s and stays on the file step', async (_what, file, message) => {
    const { user } = renderButton();
    await chooseFile(user, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Click or drag a CSV file here')).toBeInTheDocument();
  });
});

describe('importing', () => {
  it('sends the mapped rows in chunks of 500, advances the progress bar per chunk, then sums up', async () => {
    const onImported = jest.fn();
    const { user } = renderButton(
      [
        importMock(allCreated, 0),
        importMock(
          {
            created: 497,
            updated: 1,
            skipped: 2,
            errors: [
              { row: 507, email: 'p507@acme.io', reason: 'Enter a valid email address' },
              { row: 900, email: 'p900@acme.io', reason: 'Duplicate of row 12' },
            ],
          },
          400,
        ),
        importMock(
          {
            created: 199,
            updated: 0,
            skipped: 1,
            errors: [{ row: 1200, email: '', reason: 'Email is required' }],
          },
          400,
        ),
      ],
      onImported,
    );
    await chooseFile(user, csv(manyRows(1200)));
    await screen.findByText('1,200 rows');
    await user.click(screen.getByLabelText('Skip them'));
    await user.click(buttonByText('Import 1,200 rows'));

    expect(await screen.findByText('Imported 500 of 1,200 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '41');
    expect(await screen.findByText('Imported 1,000 of 1,200 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');

    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByText('Import complete')).toBeInTheDocument();
    expect(within(summary).getByTestId('count-created')).toHaveTextContent('1,196');
    expect(within(summary).getByTestId('count-updated')).toHaveTextContent('1');
    expect(within(summary).getByTestId('count-skipped')).toHaveTextContent('3');
    const issues = within(summary).getByRole('list', { name: 'Skipped rows' });
    expect(Array.from(issues.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Row 507: Enter a valid email addressp507@acme.io',
      'Row 900: Duplicate of row 12p900@acme.io',
      'Row 1200: Email is required',
    ]);

    expect(sent.map((v) => (Array.isArray(v.rows) ? v.rows.length : 1))).toEqual([500, 500, 200]);
    expect(sent.every((v) => v.onExisting === 'skip')).toBe(true);
    const firstChunk = sent[0]?.rows;
    expect(Array.isArray(firstChunk) && firstChunk[0]).toEqual({
      rowNumber: 1,
      email: 'p1@acme.io',
      firstName: 'P1',
    });
    expect(Array.isArray(firstChunk) && firstChunk[499]?.rowNumber).toBe(500);
    expect(onImported).toHaveBeenCalledTimes(1);
    const progress = onImported.mock.calls[0]?.[0] as ImportProgress;
    expect(progress).toMatchObject({
      state: 'done',
      created: 1196,
      updated: 1,
      skipped: 3,
      cancelled: false,
    });
  });

  it('Cancel stops after the chunk in flight and says how many rows were left out', async () => {
    // The first chunk answers after 1.5 s: long enough that the Cancel click lands while it is in
    // flight even on a loaded machine (300 ms was not, in a full parallel run).
    const { user } = renderButton([
      importMock(allCreated, 1500),
      importMock(allCreated),
      importMock(allCreated),
    ]);
    await chooseFile(user, csv(manyRows(1200)));
    await screen.findByText('1,200 rows');
    await user.click(buttonByText('Import 1,200 rows'));
    await screen.findByRole('progressbar');
    await user.click(buttonByText('Cancel'));
    expect(await screen.findByText(/^Stopping after this batch/)).toBeInTheDocument();

    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByText('Import cancelled')).toBeInTheDocument();
    expect(within(summary).getByText('700 rows were not imported.')).toBeInTheDocument();
    expect(within(summary).getByTestId('count-created')).toHaveTextContent('500');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.onExisting).toBe('update');
  });

  it('stops on a failed call and shows the server’s message', async () => {
    const { user } = renderButton([
      importMock(allCreated),
      importMock(new Error('Import at most 500 rows at a time')),
    ]);
    await chooseFile(user, csv(manyRows(700)));
    await screen.findByText('700 rows');
    await user.click(buttonByText('Import 700 rows'));
    const summary = await screen.findByTestId('import-summary');
    expect(
      within(summary).getByText('The import stopped: Import at most 500 rows at a time'),
    ).toBeInTheDocument();
    expect(within(summary).getByText('200 rows were not imported.')).toBeInTheDocument();
    expect(within(summary).getByTestId('count-created')).toHaveTextContent('500');
  });

  it('starts over with another file after a summary', async () => {
    const { user } = renderButton([importMock(allCreated)]);
    await chooseFile(user, csv(SEVEN_ROWS));
    await user.click(await screen.findByText('Import 7 rows'));
    await screen.findByTestId('import-summary');
    await user.click(buttonByText('Import another file'));
    expect(await screen.findByText('Click or drag a CSV file here')).toBeInTheDocument();
    await user.click(buttonByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
