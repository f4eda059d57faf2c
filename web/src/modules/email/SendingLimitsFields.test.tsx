import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailSettingsInput } from '../../gql/graphql';
import { buttonByText } from '../../test/dom';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import {
  graphqlError,
  makeSettings,
  saveMock,
  sendingDefaultsMock,
  settingsMock,
} from './email-test-fixtures';
import { SENDING_LIMIT_MESSAGES } from './SendingLimitsFields';
import { SmtpSettingsForm } from './SmtpSettingsForm';

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

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const itemOf = (label: string) => field(label).closest<HTMLElement>('.ant-form-item') as HTMLElement;

beforeEach(() => resetToasts());

describe('Email Settings → Sending limits', () => {
  it('explains the limits and shows the server defaults as placeholders of blank fields', async () => {
    renderWithApp(<SmtpSettingsForm />, {
      mocks: [settingsMock(null), sendingDefaultsMock({ ratePerSecond: 14, dailyQuota: 50_000 })],
    });
    const section = await screen.findByRole('region', { name: 'Sending limits' });
    expect(within(section).getByText(/Amazon SES sandbox: 1 per second, 200 per\s+day/)).toBeInTheDocument();
    await waitFor(() =>
      expect(field('Messages per second')).toHaveAttribute('placeholder', 'Default: 14 per second'),
    );
    expect(field('Simultaneous connections')).toHaveAttribute('placeholder', 'Default: 5 connections');
    expect(field('Hourly quota')).toHaveAttribute('placeholder', 'Default: no limit');
    expect(field('Daily quota')).toHaveAttribute('placeholder', 'Default: 50,000 per day');
    expect(field('Messages per second')).toHaveValue('');
  });

  it('shows saved limits, and saves changed ones (a cleared field goes back to the default)', async () => {
    const user = userEvent.setup();
    const saved = makeSettings({
      sendRatePerSecond: 1,
      sendConnections: 2,
      hourlyQuota: 100,
      dailyQuota: null,
    });
    renderWithApp(<SmtpSettingsForm />, {
      mocks: [
        settingsMock(saved),
        // Hourly quota cleared: left out, which the server reads as its default.
        saveMock(
          savedInput({ sendRatePerSecond: 1, sendConnections: 2, dailyQuota: 200 }),
          makeSettings({ sendRatePerSecond: 1, sendConnections: 2, hourlyQuota: null, dailyQuota: 200 }),
        ),
      ],
    });
    expect(await screen.findByDisplayValue('100')).toBe(field('Hourly quota'));
    expect(field('Messages per second')).toHaveValue('1');
    expect(field('Simultaneous connections')).toHaveValue('2');
    await user.clear(field('Hourly quota'));
    await user.type(field('Daily quota'), '200');
    await user.click(buttonByText('Save Settings'));
    await expectToast('Settings saved');
    expect(field('Daily quota')).toHaveValue('200');
    expect(field('Hourly quota')).toHaveValue('');
  });

  it('says what is wrong with a limit before asking the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<SmtpSettingsForm />, { mocks: [settingsMock(makeSettings())] });
    await screen.findByLabelText('Simultaneous connections');
    await user.type(field('Simultaneous connections'), '80');
    await user.type(field('Hourly quota'), '2.5');
    await user.click(buttonByText('Save Settings'));
    expect(
      await within(itemOf('Simultaneous connections')).findByText(SENDING_LIMIT_MESSAGES.sendConnections),
    ).toBeInTheDocument();
    expect(within(itemOf('Hourly quota')).getByText(SENDING_LIMIT_MESSAGES.hourlyQuota)).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it("puts the server's message for a limit next to its field", async () => {
    const user = userEvent.setup();
    const message = SENDING_LIMIT_MESSAGES.sendRatePerSecond;
    renderWithApp(<SmtpSettingsForm />, {
      mocks: [
        settingsMock(makeSettings()),
        saveMock(
          savedInput({ sendRatePerSecond: 5 }),
          graphqlError(message, 'BAD_USER_INPUT', { sendRatePerSecond: message }),
        ),
      ],
    });
    await screen.findByLabelText('Messages per second');
    await user.type(field('Messages per second'), '5');
    await user.click(buttonByText('Save Settings'));
    await expectToast('Error', message);
    expect(await within(itemOf('Messages per second')).findByText(message)).toBeInTheDocument();
  });
});
