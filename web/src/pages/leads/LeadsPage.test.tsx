import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { chooseOption } from '../../test/antd';
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
  const title = await screen.findByText(question);
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('The question is not in a dialog');
  return dialog;
}

beforeEach(() => resetToasts());

describe('LeadsPage table', () => {
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
