import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  DeactivateApiKeyDocument,
  DeleteApiKeyDocument,
  type ApiKeyRowFragment,
} from '../../gql/graphql';
import { graphqlError as fieldRefusal } from '../../modules/email/email-test-fixtures';
import { graphqlError } from '../../test/funnel-fixtures';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { ApiKeysPage } from './ApiKeysPage';

const ALL = [
  'funnels:read',
  'funnels:write',
  'leads:read',
  'leads:write',
  'campaigns:read',
  'campaigns:write',
];
const SECRET = 'ff_live_Ab3dEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

function apiKey(id: string, keyName: string, overrides: Partial<ApiKeyRowFragment> = {}): ApiKeyRowFragment {
  return {
    __typename: 'ApiKey',
    id,
    keyName,
    keyPrefix: `ff_live_${id.slice(0, 4)}`,
    permissions: ALL,
    isActive: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

const zapier = apiKey('zap1', 'Zapier', { lastUsedAt: '2026-11-25T09:00:00.000Z' });
const reader = apiKey('rdr1', 'Reporting', {
  permissions: ['funnels:read', 'leads:read'],
  isActive: false,
  expiresAt: '2027-01-31T23:59:59.999Z',
});

const listMock = (keys: ApiKeyRowFragment[], delay = 0): MockLink.MockedResponse => ({
  request: { query: ApiKeysDocument },
  result: { data: { __typename: 'Query', apiKeys: keys } },
  delay,
});

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  return { user, ...renderWithApp(<ApiKeysPage />, { path: '/api-keys', mocks }) };
}

async function findItem(name: string): Promise<HTMLElement> {
  const heading = await screen.findByText(name, { selector: 'h3' });
  const item = heading.closest<HTMLElement>('li');
  if (!item) throw new Error(`No list item around "${name}"`);
  return item;
}

/** A dialog by its title: a confirmation (modal.confirm) or, with `form`, one of the page's own. */
async function findDialog(title: string, kind: 'confirm' | 'form' = 'confirm'): Promise<HTMLElement> {
  const selector = kind === 'confirm' ? '.ant-modal-confirm-title' : '.ant-modal-title';
  const heading = await screen.findByText(title, { selector });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`"${title}" is not in a dialog`);
  return dialog;
}

const nameField = (dialog: HTMLElement) => within(dialog).getByPlaceholderText('e.g. Zapier integration');

/** A permission checkbox by its label (e.g. 'Write campaigns'). */
function checkbox(dialog: HTMLElement, label: string): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`No checkbox "${label}"`);
  return input;
}

/** The button reading `text` inside `container` (text queries: role queries are slow in jsdom). */
function inside(container: HTMLElement, text: string): HTMLButtonElement {
  const button = within(container).getByText(text, { selector: 'button span' }).closest('button');
  if (!button) throw new Error(`"${text}" is not a button`);
  return button;
}

beforeEach(() => resetToasts());

describe('ApiKeysPage list', () => {
  it('shows placeholders while the keys load', () => {
    const { container } = renderPage([listMock([zapier], Infinity)]);
    expect(container.querySelector('[aria-busy="true"]')?.querySelectorAll('.ant-skeleton')).toHaveLength(2);
  });

  it('lists each key: name, prefix as a bearer key, permissions, dates and whether it is active', async () => {
    renderPage([listMock([zapier, reader])]);
    const first = await findItem('Zapier');
    expect(within(first).getByText('ff_live_zap1…')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Funnels: read, write')).toBeInTheDocument();
    expect(within(first).getByText('Campaigns: read, write')).toBeInTheDocument();
    expect(first).toHaveTextContent('Created Nov 20, 2026 · Last used Nov 25, 2026');
    expect(within(first).getByRole('button', { name: /Deactivate/ })).toBeInTheDocument();

    const second = await findItem('Reporting');
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByText('Funnels: read')).toBeInTheDocument();
    expect(within(second).getByText('Leads: read')).toBeInTheDocument();
    expect(within(second).queryByText(/Campaigns/)).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Never used · Expires Jan 31, 2027');
    // Deactivation cannot be undone: an inactive key offers only Delete.
    expect(within(second).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('says so when there are no keys, and shows how to use one from this origin', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        `curl -H "Authorization: Bearer YOUR_API_KEY" ${window.location.origin}/api/v1/funnels`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REST API reference (OpenAPI)' })).toHaveAttribute(
      'href',
      '/api/v1/docs',
    );
    expect(screen.getByRole('link', { name: 'GraphiQL explorer' })).toHaveAttribute('href', '/graphiql');
  });

  it('offers a retry when the keys cannot be loaded', async () => {
    const { user } = renderPage([
      { request: { query: ApiKeysDocument }, error: new Error('offline') },
      listMock([zapier]),
    ]);
    expect(await screen.findByText(/Could not load your API keys/)).toBeInTheDocument();
    await user.click(screen.getByText('Retry').closest('button')!);
    expect(await findItem('Zapier')).toBeInTheDocument();
  });
});

describe('creating a key', () => {
  const createMock = (input: Record<string, unknown>): MockLink.MockedResponse => ({
    request: { query: CreateApiKeyDocument, variables: { input } },
    result: {
      data: {
        __typename: 'Mutation',
        createApiKey: {
          __typename: 'CreatedApiKey',
          key: SECRET,
          apiKey: apiKey('new1', String(input.keyName), { permissions: input.permissions as string[] }),
        },
      },
    },
  });

  it('needs a name that is not blank', async () => {
    const { user } = renderPage([listMock([])]);
    await user.click(await screen.findByText('Create API Key', { selector: 'button span' }));
    const dialog = await findDialog('Create API Key', 'form');
    await user.click(nameField(dialog));
    await user.paste('   ');
    await user.click(inside(dialog, 'Create Key'));
    expect(await within(dialog).findByText('API key name is required')).toBeInTheDocument();
  });

  it('sends the chosen permissions (all by default), then reveals the key once with a copy button', async () => {
    const input = {
      keyName: 'Zapier',
      permissions: ['funnels:read', 'funnels:write', 'leads:read', 'leads:write', 'campaigns:read'],
      expiresAt: null,
    };
    const { user } = renderPage([listMock([]), createMock(input), listMock([apiKey('new1', 'Zapier')])]);
    await user.click(await screen.findByText('Create API Key', { selector: 'button span' }));
    const dialog = await findDialog('Create API Key', 'form');
    for (const label of [
      'Read funnels',
      'Write funnels',
      'Read leads',
      'Write leads',
      'Read campaigns',
      'Write campaigns',
    ])
      expect(checkbox(dialog, label)).toBeChecked();
    await user.click(nameField(dialog));
    await user.paste('Zapier');
    await user.click(checkbox(dialog, 'Write campaigns'));
    await user.click(inside(dialog, 'Create Key'));

    const reveal = await findDialog('Your New API Key', 'form');
    expect(within(reveal).getByTestId('new-api-key')).toHaveTextContent(SECRET);
    expect(within(reveal).getByText(/shown only this once/)).toBeInTheDocument();
    expect(
      within(reveal).getByText(
        `curl -H "Authorization: Bearer ${SECRET}" ${window.location.origin}/api/v1/funnels`,
      ),
    ).toBeInTheDocument();
    await user.click(inside(reveal, 'Copy'));
    await expectToast('Success', 'API key copied to the clipboard');
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    await user.click(inside(reveal, 'Done'));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    expect(await findItem('Zapier')).toBeInTheDocument();
    // A long flow (two dialogs) on a shared machine.
  }, 60_000);

  it("says 'Failed to create API key. Please try again.' when the server refuses", async () => {
    const input = { keyName: 'Broken', permissions: ALL, expiresAt: null };
    const { user } = renderPage([
      listMock([]),
      {
        request: { query: CreateApiKeyDocument, variables: { input } },
        result: graphqlError('Boom', 'INTERNAL'),
      },
    ]);
    await user.click(await screen.findByText('Create API Key', { selector: 'button span' }));
    const dialog = await findDialog('Create API Key', 'form');
    await user.click(nameField(dialog));
    await user.paste('Broken');
    await user.click(inside(dialog, 'Create Key'));
    await expectToast('Error', 'Failed to create API key. Please try again.');
    expect(screen.queryByText('Your New API Key')).not.toBeInTheDocument();
  });

  it("puts the server's field messages next to their fields, the expiry's too", async () => {
    const input = { keyName: 'Broken', permissions: ALL, expiresAt: null };
    const { user } = renderPage([
      listMock([]),
      {
        request: { query: CreateApiKeyDocument, variables: { input } },
        result: fieldRefusal('Check the key', 'BAD_USER_INPUT', {
          keyName: 'Name taken here',
          expiresAt: 'Expiry refused here',
        }),
      },
    ]);
    await user.click(await screen.findByText('Create API Key', { selector: 'button span' }));
    const dialog = await findDialog('Create API Key', 'form');
    await user.click(nameField(dialog));
    await user.paste('Broken');
    await user.click(inside(dialog, 'Create Key'));
    expect(await within(dialog).findByText('Name taken here')).toBeInTheDocument();
    expect(within(dialog).getByText('Expiry refused here')).toBeInTheDocument();
  });
});

describe('deactivating and deleting', () => {
  it('deactivates after confirmation', async () => {
    const { user } = renderPage([
      listMock([zapier]),
      {
        request: { query: DeactivateApiKeyDocument, variables: { id: zapier.id } },
        result: { data: { __typename: 'Mutation', deactivateApiKey: { ...zapier, isActive: false } } },
      },
    ]);
    await user.click(inside(await findItem('Zapier'), 'Deactivate'));
    const dialog = await findDialog('Deactivate "Zapier"?');
    expect(dialog).toHaveTextContent('cannot be turned back on');
    await user.click(inside(dialog, 'Deactivate'));
    await expectToast('Success', 'API key deactivated');
    expect(await within(await findItem('Zapier')).findByText('Inactive')).toBeInTheDocument();
  });

  it('deletes after confirmation, and not when cancelled', async () => {
    const { user } = renderPage([
      listMock([zapier, reader]),
      {
        request: { query: DeleteApiKeyDocument, variables: { id: reader.id } },
        result: { data: { __typename: 'Mutation', deleteApiKey: reader.id } },
      },
      listMock([zapier]),
    ]);
    await user.click(inside(await findItem('Zapier'), 'Delete'));
    await user.click(inside(await findDialog('Delete "Zapier"?'), 'Cancel'));
    await user.click(inside(await findItem('Reporting'), 'Delete'));
    await user.click(inside(await findDialog('Delete "Reporting"?'), 'Delete'));
    await expectToast('Success', 'API key deleted');
    await waitFor(() => expect(screen.queryByText('Reporting', { selector: 'h3' })).not.toBeInTheDocument());
    expect(screen.getByText('Zapier', { selector: 'h3' })).toBeInTheDocument();
  });
});
