import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  CreateLeadDocument,
  DeleteAllLeadsDocument,
  DeleteLeadDocument,
  DeleteLeadsDocument,
  type LeadInput,
  type LeadRowFragment,
} from '../../gql/graphql';
import {
  countMock,
  cursorPaging,
  leadMock,
  leadsChangedEvent,
  leadsMock,
  makeLead,
  makeLeadDetail,
  noFilter,
  offsetPaging,
  quietLeadsChanged,
  sourcesMock,
  updateLeadMock,
} from '../../modules/leads/lead-test-fixtures';
import { buttonByText } from '../../test/dom';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { LeadsPage } from './LeadsPage';

const jane = makeLead();
const bob = makeLead({
  id: 'l-2',
  email: 'noreply@spam.example',
  emailQuality: 'FLAGGED',
  firstName: 'Bob',
  lastName: 'Stone',
  company: null,
  phone: null,
  source: '',
  score: 62,
  status: 'follow_up',
  createdAt: '2026-10-03T08:00:00.000Z',
});
const zed = makeLead({
  id: 'l-3',
  email: 'not an email',
  emailQuality: 'INVALID',
  firstName: null,
  lastName: null,
  company: null,
  phone: null,
  source: null,
  score: 3,
  status: 'lost',
});

const graphqlError = (message: string, code: string, fieldErrors?: Record<string, string>) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } })],
});

/** The first page, its count and the sources: what the screen asks for when it opens. */
const opening = (items: LeadRowFragment[] = [jane, bob, zed], total = items.length) => [
  leadsMock(items),
  countMock(total),
  sourcesMock(),
  quietLeadsChanged,
];

/** What a change reloads: the current page and the count. */
const reloaded = (items: LeadRowFragment[], total = items.length, uses = 1) => [
  leadsMock(items, { uses }),
  countMock(total, noFilter(), uses),
];

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  const view = renderWithApp(<LeadsPage />, { path: '/leads', mocks });
  return { user, ...view };
}

/** The table row of the lead named `name` (or with that email). */
async function findRow(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, {
    selector: '.ff-lead-contact__name span, .ff-lead-contact__address',
  });
  const row = cell.closest<HTMLElement>('tr');
  if (!row) throw new Error(`No row for "${name}"`);
  return row;
}

function rowNames(): string[] {
  return Array.from(document.querySelectorAll('.ff-lead-contact__address')).map((el) => el.textContent ?? '');
}

/** The open confirmation dialog asking `question`. */
async function findConfirmation(question: string): Promise<HTMLElement> {
  const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('The question is not in a dialog');
  return dialog;
}

/**
 * Picks `optionLabel` in the antd Select labelled `selectName`, found by its aria-label: role
 * queries over a table of antd selects take seconds in jsdom.
 */
async function chooseOption(user: UserEvent, selectName: string, optionLabel: string): Promise<void> {
  const select = document.querySelector<HTMLElement>(`[role="combobox"][aria-label="${selectName}"]`);
  if (!select) throw new Error(`No select "${selectName}"`);
  await user.click(select);
  const option = await waitFor(() => {
    const match = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).find((item) => item.getAttribute('title') === optionLabel);
    if (!match) throw new Error(`No open option "${optionLabel}" in "${selectName}"`);
    return match;
  });
  await user.click(option);
}

beforeEach(() => resetToasts());

describe('LeadsPage table', () => {
  it("tags a lead waiting for its double opt-in confirmation as 'Pending confirmation', and only that one", async () => {
    const pending = makeLead({ id: 'l-9', email: 'new@reader.example', firstName: 'Nia', optIn: 'pending' });
    renderPage(opening([jane, pending]));
    const row = await findRow('new@reader.example');
    expect(within(row).getByText('Pending confirmation')).toBeInTheDocument();
    expect(
      within(await findRow('jane@acme.com')).queryByText('Pending confirmation'),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText('Pending confirmation')).toHaveLength(1);
  });

  it('shows a busy skeleton while the first page loads', async () => {
    renderPage([leadsMock([jane], { delay: Infinity }), countMock(1), sourcesMock(), quietLeadsChanged]);
    expect(screen.getByLabelText('Loading leads')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No leads yet')).not.toBeInTheDocument();
  });

  it('shows each lead with its contact, source, score, date, status and actions', async () => {
    renderPage(opening());
    const row = await findRow('Jane Doe');
    expect(within(row).getByText('jane@acme.com')).toBeInTheDocument();
    expect(within(row).getByText('Acme Inc')).toBeInTheDocument();
    expect(within(row).getByText('Website')).toBeInTheDocument();
    expect(within(row).getByText('85')).toHaveClass('ff-score__value');
    expect(within(row).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Status of Jane Doe' })).toBeInTheDocument();
    expect(within(row).getByTitle('New')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Select Jane Doe' })).toBeInTheDocument();

    const bobRow = await findRow('Bob Stone');
    expect(within(bobRow).getByText('Direct')).toBeInTheDocument();
    expect(within(bobRow).getByText('Oct 03, 2026')).toBeInTheDocument();
    expect(within(bobRow).getByTitle('Follow-up')).toBeInTheDocument();

    // A lead without a source or a name.
    const zedRow = await findRow('not an email');
    expect(within(zedRow).getByText('Direct')).toBeInTheDocument();
    expect(within(zedRow).getByText('No name')).toBeInTheDocument();
  });

  it('badges each email as Valid, Flagged or Invalid, as the server classified it', async () => {
    renderPage(opening());
    expect(within(await findRow('Jane Doe')).getByText('Valid')).toHaveClass('ff-lead-quality--valid');
    expect(within(await findRow('Bob Stone')).getByText('Flagged')).toHaveClass('ff-lead-quality--flagged');
    expect(within(await findRow('not an email')).getByText('Invalid')).toHaveClass(
      'ff-lead-quality--invalid',
    );
  });

  it('colours score bars by band with a 10 percent minimum width', async () => {
    renderPage(opening());
    const fill = async (name: string) => {
      const bar = within(await findRow(name)).getByRole('meter', { name: 'Lead score' });
      return bar.querySelector<HTMLElement>('.ff-score__fill') as HTMLElement;
    };
    expect(await fill('Jane Doe')).toHaveClass('ff-score__fill--green');
    expect((await fill('Jane Doe')).style.width).toBe('85%');
    expect(await fill('Bob Stone')).toHaveClass('ff-score__fill--blue');
    expect((await fill('Bob Stone')).style.width).toBe('62%');
    expect(await fill('not an email')).toHaveClass('ff-score__fill--grey');
    expect((await fill('not an email')).style.width).toBe('10%');
  });

  it('links Email to mailto: and Call to tel:, with Call disabled without a phone', async () => {
    renderPage(opening());
    const row = await findRow('Jane Doe');
    expect(within(row).getByRole('link', { name: 'Email Jane Doe' })).toHaveAttribute(
      'href',
      'mailto:jane@acme.com',
    );
    expect(within(row).getByRole('link', { name: 'Call Jane Doe' })).toHaveAttribute('href', 'tel:+15550100');
    const bobRow = await findRow('Bob Stone');
    expect(within(bobRow).getByRole('button', { name: 'Call Bob Stone' })).toBeDisabled();
  });
});

describe('LeadsPage empty, error and signed-out states', () => {
  it("says 'No leads yet' when there are none and nothing is filtered, without Delete All", async () => {
    renderPage([leadsMock([]), countMock(0), sourcesMock([]), quietLeadsChanged]);
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.getByText('Your leads will appear here once you start capturing them')).toBeInTheDocument();
    expect(screen.queryByText('No leads found')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete All')).not.toBeInTheDocument();
    expect(screen.getByText('Add Lead')).toBeInTheDocument();
  });

  it("says 'No leads found' when a filter matches nothing, keeping Delete All", async () => {
    const { user } = renderPage([
      ...opening(),
      leadsMock([], { filter: noFilter({ status: 'converted' }) }),
      countMock(0, noFilter({ status: 'converted' })),
    ]);
    await findRow('Jane Doe');
    await chooseOption(user, 'Filter by status', 'Converted');
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.queryByText('No leads yet')).not.toBeInTheDocument();
    expect(screen.getByText('Delete All')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot load, and shows the leads once it can', async () => {
    const { user } = renderPage([
      { request: leadsMock([]).request, error: new Error('Network request failed') },
      countMock(1),
      sourcesMock(),
      quietLeadsChanged,
      leadsMock([jane]),
    ]);
    expect(
      await screen.findByText('Could not load your leads. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(buttonByText('Retry'));
    expect(await findRow('Jane Doe')).toBeInTheDocument();
  });

  it('renders nothing when the list load is unauthorised', async () => {
    const { container } = renderPage([
      { request: leadsMock([]).request, result: graphqlError('Not signed in', 'UNAUTHENTICATED') },
      countMock(0),
      sourcesMock(),
      quietLeadsChanged,
    ]);
    await waitFor(() => expect(container.querySelector('.ff-leads')).toBeNull());
    expect(screen.queryByText('Add Lead')).not.toBeInTheDocument();
    expect(screen.queryByText('Retry')).not.toBeInTheDocument();
  });
});

describe('LeadsPage search and filters', () => {
  it('sends the search to the server once typing pauses, trimmed, and back on page 1', async () => {
    const search = noFilter({ search: 'acme' });
    const { user } = renderPage([...opening(), leadsMock([jane], { filter: search }), countMock(1, search)]);
    await findRow('Bob Stone');
    await user.type(screen.getByPlaceholderText('Search leads...'), ' acme ');
    await waitFor(() => expect(rowNames()).toEqual(['jane@acme.com']));
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeInTheDocument();
  });

  it('sends the score band, the source and the status as server filters, combined', async () => {
    const high = noFilter({ score: 'high' });
    const highDirect = noFilter({ score: 'high', source: '' });
    const all3 = noFilter({ score: 'high', source: '', status: 'follow_up' });
    const { user } = renderPage([
      ...opening(),
      leadsMock([jane], { filter: high }),
      countMock(1, high),
      leadsMock([bob], { filter: highDirect }),
      countMock(1, highDirect),
      leadsMock([{ ...bob, id: 'l-9', email: 'bob@stone.example' }], { filter: all3 }),
      countMock(1, all3),
    ]);
    await findRow('Jane Doe');
    await chooseOption(user, 'Filter by score', 'High (80+)');
    await waitFor(() => expect(rowNames()).toEqual(['jane@acme.com']));
    await chooseOption(user, 'Filter by source', 'Direct');
    await waitFor(() => expect(rowNames()).toEqual(['noreply@spam.example']));
    await chooseOption(user, 'Filter by status', 'Follow-up');
    await waitFor(() => expect(rowNames()).toEqual(['bob@stone.example']));
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeInTheDocument();
  });

  it('exports what the filters show and offers the CSV import', async () => {
    const high = noFilter({ score: 'high' });
    const { user } = renderPage([...opening(), leadsMock([jane], { filter: high }), countMock(1, high)]);
    await findRow('Jane Doe');
    await chooseOption(user, 'Filter by score', 'High (80+)');
    await waitFor(() => expect(rowNames()).toEqual(['jane@acme.com']));
    const exportLink = screen.getByRole('link', { name: /Export CSV/ });
    const url = new URL(exportLink.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/leads/export.csv');
    expect(url.searchParams.get('score')).toBe('high');
    expect(url.searchParams.get('sort')).toBe('createdAt');
    await user.click(screen.getByRole('button', { name: /Import CSV/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("lists the server's distinct sources, with '' as 'Direct'", async () => {
    const { user } = renderPage([
      leadsMock([jane]),
      countMock(1),
      sourcesMock(['Website', 'Facebook', '']),
      quietLeadsChanged,
    ]);
    await findRow('Jane Doe');
    await user.click(screen.getByRole('combobox', { name: 'Filter by source' }));
    const titles = await waitFor(() => {
      const found = Array.from(
        document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ).map((item) => item.getAttribute('title'));
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(titles).toEqual(['All Sources', 'Website', 'Facebook', 'Direct']);
  });

  it("opens a sort order under 'Advanced Filters' and sends it as paging", async () => {
    const { user } = renderPage([
      ...opening(),
      leadsMock([jane, bob, zed], { paging: offsetPaging(1, { sort: 'score', order: 'desc' }) }),
      leadsMock([zed, bob, jane], { paging: offsetPaging(1, { sort: 'score', order: 'asc' }) }),
      leadsMock([bob, zed, jane], { paging: offsetPaging(1, { sort: 'createdAt', order: 'asc' }) }),
    ]);
    await findRow('Jane Doe');
    const advanced = buttonByText('Advanced Filters');
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Sort leads' })).not.toBeInTheDocument();
    await user.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');
    await chooseOption(user, 'Sort leads', 'Highest score');
    await chooseOption(user, 'Sort leads', 'Lowest score');
    await waitFor(() =>
      expect(rowNames()).toEqual(['not an email', 'noreply@spam.example', 'jane@acme.com']),
    );
    await chooseOption(user, 'Sort leads', 'Oldest first');
    await waitFor(() =>
      expect(rowNames()).toEqual(['noreply@spam.example', 'not an email', 'jane@acme.com']),
    );
    await user.click(advanced);
    expect(screen.queryByRole('combobox', { name: 'Sort leads' })).not.toBeInTheDocument();
  });
});

/** Ten leads for page `page`, named 'Lead {n}' by their position overall. */
const pageOf = (page: number, size = 10) =>
  Array.from({ length: size }, (_, i) => {
    const n = (page - 1) * 10 + i + 1;
    return makeLead({ id: `p-${n}`, email: `lead${n}@acme.com`, firstName: 'Lead', lastName: String(n) });
  });

function pager(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Leads pages' });
}

describe('LeadsPage paging', () => {
  it("says 'Showing X to Y of Z results' and offers number buttons for the first five pages only", async () => {
    const { user } = renderPage([
      leadsMock(pageOf(1), { hasMore: true, endCursor: 'c1' }),
      countMock(1_000_000),
      sourcesMock(),
      quietLeadsChanged,
      leadsMock(pageOf(3), { paging: offsetPaging(3), hasMore: true, endCursor: 'c3' }),
    ]);
    await findRow('Lead 1');
    expect(screen.getByText('Showing 1 to 10 of 1,000,000 results')).toBeInTheDocument();
    const numbers = within(pager())
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(buttonByText('Previous')).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(await findRow('Lead 21')).toBeInTheDocument();
    expect(screen.getByText('Showing 21 to 30 of 1,000,000 results')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(buttonByText('Previous')).toBeEnabled();
  });

  it('shows as many number buttons as there are pages, and no Next on the last page', async () => {
    renderPage([leadsMock(pageOf(1)), countMock(17), sourcesMock(), quietLeadsChanged]);
    await findRow('Lead 1');
    expect(within(pager()).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(2);
    // The mock says no more leads follow.
    expect(buttonByText('Next')).toBeDisabled();
  });

  it('moves past page 5 by cursor, remembering each cursor so Previous works at any depth', async () => {
    const { user } = renderPage([
      leadsMock(pageOf(4), { paging: offsetPaging(4), hasMore: true, endCursor: 'c4' }),
      leadsMock(pageOf(1), { hasMore: true, endCursor: 'c1' }),
      countMock(100),
      sourcesMock(),
      quietLeadsChanged,
      leadsMock(pageOf(5), { paging: offsetPaging(5), hasMore: true, endCursor: 'c5', uses: 2 }),
      leadsMock(pageOf(6), { paging: cursorPaging('c5'), hasMore: true, endCursor: 'c6', uses: 2 }),
      leadsMock(pageOf(7), { paging: cursorPaging('c6'), hasMore: true, endCursor: 'c7' }),
    ]);
    await findRow('Lead 1');
    await user.click(within(pager()).getByRole('button', { name: 'Page 5' }));
    await findRow('Lead 41');
    await user.click(buttonByText('Next'));
    await findRow('Lead 51');
    expect(screen.getByText('Showing 51 to 60 of 100 results')).toBeInTheDocument();
    // No number button is current beyond the fifth page.
    expect(within(pager()).queryByRole('button', { current: 'page' })).not.toBeInTheDocument();
    await user.click(buttonByText('Next'));
    await findRow('Lead 61');
    expect(screen.getByText('Showing 61 to 70 of 100 results')).toBeInTheDocument();

    await user.click(buttonByText('Previous'));
    await findRow('Lead 51');
    expect(screen.getByText('Showing 51 to 60 of 100 results')).toBeInTheDocument();
    await user.click(buttonByText('Previous'));
    await findRow('Lead 41');
    await user.click(buttonByText('Previous'));
    expect(await findRow('Lead 31')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 when a filter changes', async () => {
    const lost = noFilter({ status: 'lost' });
    const { user } = renderPage([
      leadsMock(pageOf(1), { hasMore: true, endCursor: 'c1' }),
      countMock(30),
      sourcesMock(),
      quietLeadsChanged,
      leadsMock(pageOf(2), { paging: offsetPaging(2), hasMore: true, endCursor: 'c2' }),
      leadsMock([zed], { filter: lost }),
      countMock(1, lost),
    ]);
    await findRow('Lead 1');
    await user.click(buttonByText('Next'));
    await findRow('Lead 11');
    await chooseOption(user, 'Filter by status', 'Lost');
    await waitFor(() => expect(rowNames()).toEqual(['not an email']));
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeInTheDocument();
  });
});

describe('LeadsPage inline status', () => {
  it('saves a new status at once and says so', async () => {
    const converted = { ...jane, status: 'converted' as const };
    const { user } = renderPage([
      ...opening([jane]),
      updateLeadMock(jane.id, { status: 'converted' }, makeLeadDetail({ status: 'converted' })),
      ...reloaded([converted]),
    ]);
    await findRow('Jane Doe');
    await chooseOption(user, 'Status of Jane Doe', 'Converted');
    await expectToast('Success', 'Lead updated successfully');
    const row = await findRow('Jane Doe');
    await waitFor(() => expect(within(row).getByTitle('Converted')).toBeInTheDocument());
  });

  it("says 'Failed to update lead' and keeps the old status when saving fails", async () => {
    const { user } = renderPage([
      ...opening([jane]),
      {
        request: updateLeadMock(jane.id, { status: 'lost' }, makeLeadDetail()).request,
        result: graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    await findRow('Jane Doe');
    await chooseOption(user, 'Status of Jane Doe', 'Lost');
    const toast = await expectToast('Error', 'Failed to update lead');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(within(await findRow('Jane Doe')).getByTitle('New')).toBeInTheDocument();
  });
});

const newLead: LeadInput = {
  email: 'sam@new.co',
  firstName: 'Sam',
  lastName: null,
  phone: null,
  company: 'New Co',
  source: 'Webinar',
  status: 'new',
  score: 50,
};

function createMock(input: LeadInput, result: MockLink.MockedResponse['result'], delay?: number) {
  return { request: { query: CreateLeadDocument, variables: { input } }, result, delay };
}

const created = makeLead({
  id: 'l-10',
  email: 'sam@new.co',
  firstName: 'Sam',
  lastName: null,
  company: 'New Co',
});

/** Opens 'Add New Lead' and answers the dialog. */
async function openAddLead(user: UserEvent): Promise<HTMLElement> {
  await user.click(buttonByText('Add Lead'));
  const title = await screen.findByText('Add New Lead');
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('No dialog');
  return dialog;
}

async function fill(user: UserEvent, dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

describe('LeadsPage Add Lead', () => {
  it('opens with every field, status new and score 50', async () => {
    const { user } = renderPage(opening());
    await findRow('Jane Doe');
    const dialog = await openAddLead(user);
    expect(within(dialog).getByText('Create a new lead to track in your funnel.')).toBeInTheDocument();
    for (const label of [
      'First Name',
      'Last Name',
      'Email *',
      'Phone',
      'Company',
      'Source',
      'Status',
      'Lead Score (0-100)',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByPlaceholderText('Website, Social Media, etc.')).toBeInTheDocument();
    expect(within(dialog).getByTitle('New')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lead Score (0-100)')).toHaveValue('50');
    expect(within(dialog).getByText('Cancel')).toBeInTheDocument();
    expect(within(dialog).getByText('Create Lead')).toBeInTheDocument();
  });

  it("refuses a blank email with 'Email Required' and sends nothing", async () => {
    const answer = jest.fn(() => ({ data: { __typename: 'Mutation', createLead: created } }));
    const { user } = renderPage([
      ...opening(),
      { request: { query: CreateLeadDocument, variables: () => true }, result: answer },
    ]);
    await findRow('Jane Doe');
    const dialog = await openAddLead(user);
    await fill(user, dialog, 'First Name', 'Sam');
    await fill(user, dialog, 'Email *', '   ');
    await user.click(within(dialog).getByText('Create Lead'));
    await expectToast('Email Required', 'Please fill in the email field to create a lead.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answer).not.toHaveBeenCalled();
    expect(screen.getByText('Add New Lead')).toBeInTheDocument();
  });

  it("creates the lead, says 'Creating...' meanwhile, then 'Lead created successfully' and shows it", async () => {
    const { user } = renderPage([
      ...opening([jane]),
      createMock(newLead, { data: { __typename: 'Mutation', createLead: created } }, 300),
      ...reloaded([created, jane]),
    ]);
    await findRow('Jane Doe');
    const dialog = await openAddLead(user);
    await fill(user, dialog, 'First Name', 'Sam');
    await fill(user, dialog, 'Email *', ' sam@new.co ');
    await fill(user, dialog, 'Company', 'New Co');
    await fill(user, dialog, 'Source', 'Webinar');
    await user.click(within(dialog).getByText('Create Lead'));
    expect(await within(dialog).findByText('Creating...')).toBeInTheDocument();
    await expectToast('Success', 'Lead created successfully');
    expect(await findRow('Sam')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Add New Lead')).not.toBeInTheDocument());
  });

  it("says 'Failed to create lead: {message}' and puts the server's field message under the email", async () => {
    const duplicate = { ...newLead, email: 'jane@acme.com', firstName: null, company: null, source: null };
    const { user } = renderPage([
      ...opening(),
      createMock(
        duplicate,
        graphqlError('A lead with this email already exists', 'CONFLICT', {
          email: 'A lead with this email already exists',
        }),
      ),
    ]);
    await findRow('Jane Doe');
    const dialog = await openAddLead(user);
    await fill(user, dialog, 'Email *', 'jane@acme.com');
    await user.click(within(dialog).getByText('Create Lead'));
    const toast = await expectToast('Error', 'Failed to create lead: A lead with this email already exists');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(await within(dialog).findByText('A lead with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('Add New Lead')).toBeInTheDocument();
  });

  it('sends no score when the score is cleared, so the server scores the lead itself', async () => {
    const { user } = renderPage([
      ...opening([jane]),
      createMock(
        { ...newLead, firstName: null, company: null, source: null, score: null },
        { data: { __typename: 'Mutation', createLead: created } },
      ),
      ...reloaded([created, jane]),
    ]);
    await findRow('Jane Doe');
    const dialog = await openAddLead(user);
    expect(within(dialog).getByText('Clear it to score the lead automatically.')).toBeInTheDocument();
    await fill(user, dialog, 'Email *', 'sam@new.co');
    await user.clear(within(dialog).getByLabelText('Lead Score (0-100)'));
    await user.click(within(dialog).getByText('Create Lead'));
    await expectToast('Success', 'Lead created successfully');
  });

  it("says 'Unknown error' when the failure has no message of the server", async () => {
    const { user } = renderPage([
      ...opening(),
      { request: { query: CreateLeadDocument, variables: () => true }, error: new Error('socket hang up') },
    ]);
    await findRow('Jane Doe');
    const dialog = await openAddLead(user);
    await fill(user, dialog, 'Email *', 'x@y.co');
    await user.click(within(dialog).getByText('Create Lead'));
    await expectToast('Error', 'Failed to create lead: Unknown error');
  });
});

describe('LeadsPage deleting', () => {
  it('asks before deleting one lead, then deletes it and says so', async () => {
    const { user } = renderPage([
      ...opening([jane, bob]),
      {
        request: { query: DeleteLeadDocument, variables: { id: jane.id } },
        result: { data: { deleteLead: jane.id } },
      },
      ...reloaded([bob]),
    ]);
    await user.click(within(await findRow('Jane Doe')).getByRole('button', { name: 'Delete Jane Doe' }));
    const dialog = await findConfirmation('Are you sure you want to delete this lead?');
    await user.click(within(dialog).getByText('Delete'));
    await expectToast('Success', 'Lead deleted successfully');
    await waitFor(() => expect(rowNames()).toEqual(['noreply@spam.example']));
  });

  it('keeps the lead when the confirmation is cancelled', async () => {
    const { user } = renderPage(opening([jane]));
    await user.click(within(await findRow('Jane Doe')).getByRole('button', { name: 'Delete Jane Doe' }));
    const dialog = await findConfirmation('Are you sure you want to delete this lead?');
    await user.click(within(dialog).getByText('Cancel'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['jane@acme.com']);
  });

  it("says 'Failed to delete lead' when deleting fails", async () => {
    const { user } = renderPage([
      ...opening([jane]),
      {
        request: { query: DeleteLeadDocument, variables: { id: jane.id } },
        result: graphqlError('Boom', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    await user.click(within(await findRow('Jane Doe')).getByRole('button', { name: 'Delete Jane Doe' }));
    await user.click(
      within(await findConfirmation('Are you sure you want to delete this lead?')).getByText('Delete'),
    );
    await expectToast('Error', 'Failed to delete lead');
    expect(rowNames()).toEqual(['jane@acme.com']);
  });

  it("shows 'Delete Selected (n)' for a selection, asks with the count, deletes them together and clears the selection", async () => {
    const { user } = renderPage([
      ...opening(),
      {
        request: { query: DeleteLeadsDocument, variables: { ids: [jane.id, zed.id] } },
        result: { data: { deleteLeads: 2 } },
      },
      ...reloaded([bob]),
    ]);
    await findRow('Jane Doe');
    expect(screen.queryByText(/Delete Selected/)).not.toBeInTheDocument();
    await user.click(within(await findRow('Jane Doe')).getByRole('checkbox', { name: 'Select Jane Doe' }));
    expect(buttonByText('Delete Selected (1)')).toBeInTheDocument();
    await user.click(
      within(await findRow('not an email')).getByRole('checkbox', { name: 'Select not an email' }),
    );
    await user.click(buttonByText('Delete Selected (2)'));
    const dialog = await findConfirmation('Are you sure you want to delete 2 selected lead(s)?');
    await user.click(within(dialog).getByText('Delete'));
    await expectToast('Success', 'Selected leads deleted successfully');
    await waitFor(() => expect(rowNames()).toEqual(['noreply@spam.example']));
    expect(screen.queryByText(/Delete Selected/)).not.toBeInTheDocument();
  });

  it("says 'Failed to delete selected leads' and keeps the selection when that fails", async () => {
    const { user } = renderPage([
      ...opening(),
      {
        request: { query: DeleteLeadsDocument, variables: { ids: [bob.id] } },
        result: graphqlError('Boom', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    await user.click(within(await findRow('Bob Stone')).getByRole('checkbox', { name: 'Select Bob Stone' }));
    await user.click(buttonByText('Delete Selected (1)'));
    await user.click(
      within(await findConfirmation('Are you sure you want to delete 1 selected lead(s)?')).getByText(
        'Delete',
      ),
    );
    await expectToast('Error', 'Failed to delete selected leads');
    expect(buttonByText('Delete Selected (1)')).toBeInTheDocument();
  });

  it('keeps a selection across pages', async () => {
    const { user } = renderPage([
      leadsMock(pageOf(1), { hasMore: true, endCursor: 'c1' }),
      countMock(20),
      sourcesMock(),
      quietLeadsChanged,
      leadsMock(pageOf(2), { paging: offsetPaging(2) }),
    ]);
    await user.click(within(await findRow('Lead 1')).getByRole('checkbox', { name: 'Select Lead 1' }));
    await user.click(buttonByText('Next'));
    await user.click(within(await findRow('Lead 11')).getByRole('checkbox', { name: 'Select Lead 11' }));
    expect(buttonByText('Delete Selected (2)')).toBeInTheDocument();
  });

  it('goes back a page when the last lead of a later page is deleted', async () => {
    const eleventh = pageOf(2, 1);
    const [last] = eleventh;
    if (!last) throw new Error('no lead');
    const { user } = renderPage([
      leadsMock(pageOf(1), { hasMore: true, endCursor: 'c1' }),
      countMock(11),
      sourcesMock(),
      quietLeadsChanged,
      leadsMock(eleventh, { paging: offsetPaging(2) }),
      {
        request: { query: DeleteLeadDocument, variables: { id: last.id } },
        result: { data: { deleteLead: last.id } },
      },
      leadsMock([], { paging: offsetPaging(2) }),
      countMock(10),
      leadsMock(pageOf(1)),
    ]);
    await findRow('Lead 1');
    await user.click(buttonByText('Next'));
    await user.click(within(await findRow('Lead 11')).getByRole('button', { name: 'Delete Lead 11' }));
    await user.click(
      within(await findConfirmation('Are you sure you want to delete this lead?')).getByText('Delete'),
    );
    await expectToast('Success', 'Lead deleted successfully');
    expect(await findRow('Lead 10')).toBeInTheDocument();
    expect(screen.queryByText('No leads yet')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 10 results')).toBeInTheDocument());
  });

  it("asks before deleting ALL leads, deletes them and shows 'No leads yet'", async () => {
    const { user } = renderPage([
      ...opening(),
      { request: { query: DeleteAllLeadsDocument }, result: { data: { deleteAllLeads: 3 } } },
      leadsMock([]),
      countMock(0),
    ]);
    await findRow('Jane Doe');
    await user.click(buttonByText('Delete All'));
    const dialog = await findConfirmation(
      'Are you sure you want to delete ALL leads? This action cannot be undone.',
    );
    await user.click(within(dialog).getByText('Delete All'));
    await expectToast('Success', 'All leads deleted successfully');
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
  });

  it("says 'Failed to delete all leads' when that fails", async () => {
    const { user } = renderPage([
      ...opening(),
      { request: { query: DeleteAllLeadsDocument }, result: graphqlError('Boom', 'INTERNAL_SERVER_ERROR') },
    ]);
    await findRow('Jane Doe');
    await user.click(buttonByText('Delete All'));
    const dialog = await findConfirmation(
      'Are you sure you want to delete ALL leads? This action cannot be undone.',
    );
    await user.click(within(dialog).getByText('Delete All'));
    await expectToast('Error', 'Failed to delete all leads');
    expect(rowNames()).toHaveLength(3);
  });
});

describe('LeadsPage live updates and the drawer', () => {
  it('reloads the page, the count and the sources when leads change elsewhere, keeping page and selection', async () => {
    const captured = makeLead({ id: 'l-new', email: 'fresh@lead.io', firstName: 'Fresh', lastName: 'Lead' });
    const { user } = renderPage([
      leadsMock([jane, bob]),
      countMock(2),
      sourcesMock(),
      leadsChangedEvent(['l-new'], 400),
      leadsMock([captured, jane]),
      countMock(3),
    ]);
    await user.click(within(await findRow('Jane Doe')).getByRole('checkbox', { name: 'Select Jane Doe' }));
    expect(await findRow('Fresh Lead')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1 to 2 of 3 results')).toBeInTheDocument());
    expect(buttonByText('Delete Selected (1)')).toBeInTheDocument();
  });

  it('offers a way back when a later page empties while it is open', async () => {
    const { user } = renderPage([
      leadsMock(pageOf(1), { hasMore: true, endCursor: 'c1' }),
      countMock(11),
      sourcesMock(),
      quietLeadsChanged,
      leadsMock(pageOf(2, 1), { paging: offsetPaging(2) }),
      updateLeadMock('p-11', { status: 'lost' }, makeLeadDetail({ id: 'p-11', status: 'lost' })),
      // Meanwhile another tab deleted a lead: the reload finds page 2 empty.
      leadsMock([], { paging: offsetPaging(2) }),
      countMock(10),
      leadsMock(pageOf(1)),
    ]);
    await findRow('Lead 1');
    await user.click(buttonByText('Next'));
    await findRow('Lead 11');
    await chooseOption(user, 'Status of Lead 11', 'Lost');
    expect(await screen.findByText('There are no more leads on this page.')).toBeInTheDocument();
    expect(screen.queryByText('No leads yet')).not.toBeInTheDocument();
    await user.click(buttonByText('Back to page 1'));
    expect(await findRow('Lead 10')).toBeInTheDocument();
  });

  it('opens the detail drawer from View and from the name, and closes it with Escape', async () => {
    const { user } = renderPage([
      ...opening([jane]),
      leadMock(makeLeadDetail(), 0),
      leadMock(makeLeadDetail(), 0),
    ]);
    const row = await findRow('Jane Doe');
    await user.click(within(row).getByRole('button', { name: 'View details of Jane Doe' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Captured by Spring Launch')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Captured by Spring Launch')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: 'View Jane Doe' }));
    expect(await screen.findByText('Captured by Spring Launch')).toBeInTheDocument();
  });
});
