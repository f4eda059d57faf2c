import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailSettingsInput } from '../../gql/graphql';
import {
  deleteMock,
  graphqlError,
  makeSettings,
  saveMock,
  settingsMock,
  testMock,
} from '../../modules/email/email-test-fixtures';
import { buttonByText } from '../../test/dom';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { dkimStateMock, makeDkimState } from '../../modules/email/sender-authentication-fixtures';
import { EmailSettingsPage } from './EmailSettingsPage';

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  const view = renderWithApp(
    <>
      <EmailSettingsPage />
      <LocationProbe />
    </>,
    // The sender authentication section under the form asks for its state (again after a save).
    {
      path: '/email-settings',
      mocks: [...mocks, dkimStateMock(makeDkimState(), { maxUsageCount: Infinity })],
    },
  );
  return { user, ...view };
}

/** The open confirmation dialog of Delete Settings. */
async function findConfirmation(): Promise<HTMLElement> {
  const title = await screen.findByText('Delete your SMTP settings?', {
    selector: '.ant-modal-confirm-title',
  });
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('The question is not in a dialog');
  return dialog;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** What the form sends for the saved settings of makeSettings() when the password is left empty. */
const savedInput = (overrides: Partial<EmailSettingsInput> = {}): EmailSettingsInput => ({
  smtpHost: 'smtp.example.com',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: 'sender@example.com',
  smtpPassword: null,
  fromEmail: 'news@example.com',
  fromName: 'Forge News',
  isActive: true,
  ...overrides,
});

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('SMTP Username'), 'me@gmail.com');
  await user.type(field('SMTP Password'), 'app-password');
  await user.type(field('From Email'), 'me@gmail.com');
}

const newInput: EmailSettingsInput = {
  smtpHost: 'smtp.gmail.com',
  smtpPort: 465,
  smtpSecure: true,
  smtpUser: 'me@gmail.com',
  smtpPassword: 'app-password',
  fromEmail: 'me@gmail.com',
  fromName: null,
  isActive: true,
};

beforeEach(() => resetToasts());

describe('EmailSettingsPage', () => {
  it('shows the four tabs of 001 §2.8, SMTP Settings first, and goes back to the dashboard', async () => {
    const { user } = renderPage([settingsMock(null)]);
    expect(await screen.findByRole('tab', { name: 'SMTP Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'SMTP Settings',
      'Email Designer',
      'Live Preview',
      'Performance',
    ]);
    await user.click(buttonByText('Back to Dashboard'));
    expect(currentLocation()).toBe('/');
  });

  it('shows sender authentication (DKIM and the DNS check) under the SMTP form', async () => {
    renderPage([settingsMock(makeSettings())]);
    const section = await screen.findByRole('region', { name: 'Sender authentication' });
    expect(await within(section).findByText('DKIM for example.com')).toBeInTheDocument();
    expect(within(section).getByText('Set up DKIM')).toBeInTheDocument();
    expect(within(section).getByText('Check DNS records')).toBeInTheDocument();
  });

  it('starts from the defaults without settings: a prefilled host, port 465, secure and active on, no Delete', async () => {
    renderPage([settingsMock(null)]);
    expect(await screen.findByLabelText('SMTP Host')).toHaveValue('smtp.gmail.com');
    expect(field('SMTP Port')).toHaveValue('465');
    expect(screen.getByRole('switch', { name: 'Secure (SSL/TLS)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(field('SMTP Password')).toHaveAttribute('placeholder', 'Your SMTP password or app password');
    expect(buttonByText('Test Connection')).toBeInTheDocument();
    expect(buttonByText('Save Settings')).toBeInTheDocument();
    expect(screen.queryByText('Delete Settings')).not.toBeInTheDocument();
  });

  it('shows saved settings with the password as saved, and Delete', async () => {
    renderPage([settingsMock(makeSettings())]);
    expect(await screen.findByDisplayValue('smtp.example.com')).toBeInTheDocument();
    expect(field('SMTP Port')).toHaveValue('587');
    expect(screen.getByRole('switch', { name: 'Secure (SSL/TLS)' })).not.toBeChecked();
    expect(field('SMTP Username')).toHaveValue('sender@example.com');
    expect(field('SMTP Password')).toHaveValue('');
    expect(field('SMTP Password')).toHaveAttribute('placeholder', '•••••••• (saved)');
    expect(screen.getByText('Leave empty to keep the saved password.')).toBeInTheDocument();
    expect(field('From Name')).toHaveValue('Forge News');
    expect(buttonByText('Delete Settings')).toBeInTheDocument();
  });

  it('checks the fields before asking the server, with the spec messages', async () => {
    const { user } = renderPage([settingsMock(null)]);
    await user.clear(await screen.findByLabelText('SMTP Host'));
    await user.clear(field('SMTP Port'));
    await user.type(field('SMTP Username'), 'nope');
    await user.click(buttonByText('Save Settings'));
    expect(await screen.findByText('SMTP host is required')).toBeInTheDocument();
    expect(await screen.findByText('Port must be a number from 1 to 65535')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Valid email is required')).toHaveLength(2));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.click(buttonByText('Test Connection'));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it("saves new settings: a spinner while saving, then 'Settings saved' and Delete appears", async () => {
    const { user } = renderPage([
      settingsMock(null),
      // Long enough that a loaded machine still sees the save running.
      saveMock(newInput, makeSettings({ smtpHost: 'smtp.gmail.com', smtpPort: 465, smtpSecure: true }), 1500),
    ]);
    await screen.findByLabelText('SMTP Host');
    await fillNew(user);
    await user.click(buttonByText('Save Settings'));
    await waitFor(() => expect(buttonByText('Save Settings')).toHaveClass('ant-btn-loading'));
    await expectToast('Settings saved');
    expect(buttonByText('Save Settings')).not.toHaveClass('ant-btn-loading');
    expect(field('SMTP Password')).toHaveValue('');
    expect(field('SMTP Password')).toHaveAttribute('placeholder', '•••••••• (saved)');
    expect(buttonByText('Delete Settings')).toBeInTheDocument();
  });

  it('keeps the saved password: an empty password field is sent as none', async () => {
    const { user } = renderPage([
      settingsMock(makeSettings()),
      saveMock(savedInput({ fromName: 'Renamed' }), makeSettings({ fromName: 'Renamed' })),
    ]);
    const name = await screen.findByLabelText('From Name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(buttonByText('Save Settings'));
    await expectToast('Settings saved');
  });

  it("shows the server's field errors next to the fields, and its message", async () => {
    const { user } = renderPage([
      settingsMock(makeSettings()),
      saveMock(
        savedInput(),
        graphqlError('Valid email is required', 'BAD_USER_INPUT', { fromEmail: 'Valid email is required' }),
      ),
    ]);
    await screen.findByLabelText('SMTP Host');
    await user.click(buttonByText('Save Settings'));
    await expectToast('Error', 'Valid email is required');
    const fromEmail = field('From Email').closest<HTMLElement>('.ant-form-item');
    expect(await within(fromEmail as HTMLElement).findByText('Valid email is required')).toBeInTheDocument();
  });

  it("says 'Failed to save settings' when the save fails unexpectedly", async () => {
    const { user } = renderPage([settingsMock(makeSettings()), saveMock(savedInput(), new Error('offline'))]);
    await screen.findByLabelText('SMTP Host');
    await user.click(buttonByText('Save Settings'));
    await expectToast('Error', 'Failed to save settings');
  });

  it('tests the connection with the form values: a spinner, then success', async () => {
    const { user } = renderPage([
      settingsMock(makeSettings()),
      // Long enough that a loaded machine still sees the test running.
      testMock(savedInput(), { success: true, message: 'SMTP connection test passed.' }, 1500),
    ]);
    await screen.findByLabelText('SMTP Host');
    await user.click(buttonByText('Test Connection'));
    await waitFor(() => {
      expect(buttonByText('Test Connection')).toHaveClass('ant-btn-loading');
      expect(buttonByText('Save Settings')).toBeDisabled();
    });
    await expectToast('Connection successful', 'SMTP connection test passed.');
    expect(buttonByText('Test Connection')).not.toHaveClass('ant-btn-loading');
  });

  it("says 'Connection failed' with the server's reason", async () => {
    const reason = 'The SMTP server refused the user name or password';
    const { user } = renderPage([
      settingsMock(makeSettings()),
      testMock(savedInput(), { success: false, message: reason }),
    ]);
    await screen.findByLabelText('SMTP Host');
    await user.click(buttonByText('Test Connection'));
    await expectToast('Connection failed', `Connection test failed: ${reason}`);
  });

  it("says 'Connection failed' / 'Connection test failed' when the test cannot run", async () => {
    const { user } = renderPage([
      settingsMock(makeSettings()),
      testMock(savedInput(), graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR')),
    ]);
    await screen.findByLabelText('SMTP Host');
    await user.click(buttonByText('Test Connection'));
    await expectToast('Connection failed', 'Connection test failed');
  });

  it("deletes after a confirmation: 'Settings deleted' and the form back at its defaults", async () => {
    // Long enough that a loaded machine still sees the deletion running.
    const { user } = renderPage([settingsMock(makeSettings()), deleteMock(true, 1500)]);
    await screen.findByDisplayValue('smtp.example.com');
    await user.click(buttonByText('Delete Settings'));
    const dialog = await findConfirmation();
    await user.click(within(dialog).getByText('Delete'));
    await waitFor(() => expect(buttonByText('Delete Settings')).toHaveClass('ant-btn-loading'));
    await expectToast('Settings deleted');
    expect(field('SMTP Host')).toHaveValue('smtp.gmail.com');
    expect(field('SMTP Port')).toHaveValue('465');
    expect(field('SMTP Username')).toHaveValue('');
    expect(field('From Name')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Secure (SSL/TLS)' })).toBeChecked();
    expect(field('SMTP Password')).toHaveAttribute('placeholder', 'Your SMTP password or app password');
    expect(screen.queryByText('Delete Settings')).not.toBeInTheDocument();
  });

  it('keeps the settings when the confirmation is cancelled', async () => {
    const { user } = renderPage([settingsMock(makeSettings())]);
    await screen.findByDisplayValue('smtp.example.com');
    await user.click(buttonByText('Delete Settings'));
    const dialog = await findConfirmation();
    await user.click(within(dialog).getByText('Cancel'));
    expect(field('SMTP Host')).toHaveValue('smtp.example.com');
    expect(buttonByText('Delete Settings')).toBeInTheDocument();
  });

  it("says 'Failed to delete settings' when the delete fails", async () => {
    const { user } = renderPage([
      settingsMock(makeSettings()),
      deleteMock(graphqlError('Email settings not found', 'NOT_FOUND')),
    ]);
    await screen.findByDisplayValue('smtp.example.com');
    await user.click(buttonByText('Delete Settings'));
    const dialog = await findConfirmation();
    await user.click(within(dialog).getByText('Delete'));
    await expectToast('Error', 'Failed to delete settings');
    expect(field('SMTP Host')).toHaveValue('smtp.example.com');
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    renderPage([{ request: settingsMock(null).request, error: new Error('offline') }]);
    expect(
      await screen.findByText('Could not load your SMTP settings. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(buttonByText('Retry')).toBeInTheDocument();
  });
});
