import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buttonByText } from '../../test/dom';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { EmailServiceStatusBanner, emailServiceState } from './EmailServiceStatusBanner';
import { quietEmailStatus, SIMULATED, status, statusMock, statusPushed } from './email-test-fixtures';

/** The note 001 §2.4 asks for, as the server words it; said once (it was said twice, issue 14). */
const SIMULATED_NOTE = /marked sent/i;
const READY = 'Ready: emails are sent through your SMTP server smtp.example.com:587 as sender@example.com.';

function renderBanner(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  return { user, ...renderWithApp(<EmailServiceStatusBanner />, { path: '/campaigns', mocks }) };
}

const badge = () => screen.getByTestId('email-status-badge');

describe('emailServiceState', () => {
  it('is ready when configured and connected, an issue when configured only, else not configured', () => {
    expect(emailServiceState({ configured: true, connected: true })).toBe('ready');
    expect(emailServiceState({ configured: true, connected: false })).toBe('issue');
    expect(emailServiceState({ configured: false, connected: false })).toBe('not-configured');
    expect(emailServiceState({ configured: false, connected: true })).toBe('not-configured');
  });
});

describe('EmailServiceStatusBanner', () => {
  it("says 'Not Configured' with the server's message, which notes once that sends are simulated", async () => {
    renderBanner([statusMock(status(false, false, SIMULATED)), quietEmailStatus]);
    expect(await screen.findByText(SIMULATED)).toBeInTheDocument();
    expect(screen.getByText('Email Service Status')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Not Configured');
    const banner = screen.getByRole('region', { name: 'Email Service Status' });
    expect(banner.textContent?.match(/marked sent/gi)).toHaveLength(1);
    expect(banner.textContent?.match(/simulated/gi)).toHaveLength(1);
  });

  it("says 'Ready' when configured and connected, without the note", async () => {
    renderBanner([statusMock(status(true, true, READY)), quietEmailStatus]);
    expect(await screen.findByText(READY)).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Ready');
    expect(screen.queryByText(SIMULATED_NOTE)).not.toBeInTheDocument();
  });

  it("says 'Configuration Issue' when configured but not connected", async () => {
    const message = 'Your SMTP server smtp.example.com:587 is not working: the login was refused.';
    renderBanner([statusMock(status(true, false, message)), quietEmailStatus]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Configuration Issue');
  });

  it('follows the pushed status live, without polling', async () => {
    renderBanner([statusMock(status(false, false, SIMULATED)), statusPushed(status(true, true, READY), 100)]);
    expect(await screen.findByText(SIMULATED)).toBeInTheDocument();
    expect(await screen.findByText(READY)).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Ready');
    expect(screen.queryByText(SIMULATED_NOTE)).not.toBeInTheDocument();
  });

  it('reveals and hides the setup instructions', async () => {
    const { user } = renderBanner([statusMock(status(false, false, SIMULATED)), quietEmailStatus]);
    await screen.findByText(SIMULATED);
    expect(screen.queryByText('Gmail:')).not.toBeInTheDocument();
    await user.click(buttonByText('Show setup instructions'));
    expect(screen.getByRole('link', { name: 'Email Settings' })).toHaveAttribute('href', '/email-settings');
    expect(screen.getByText('SMTP_URL')).toBeInTheDocument();
    expect(screen.getByText('SMTP_FROM')).toBeInTheDocument();
    expect(screen.getByText('Gmail:')).toBeInTheDocument();
    expect(screen.getByText(/two-factor authentication/)).toBeInTheDocument();
    expect(screen.getByText(/create an app password/)).toBeInTheDocument();
    expect(screen.getByText(/port 587 with TLS/)).toBeInTheDocument();
    expect(buttonByText('Hide setup instructions')).toHaveAttribute('aria-expanded', 'true');
    await user.click(buttonByText('Hide setup instructions'));
    expect(screen.queryByText('Gmail:')).not.toBeInTheDocument();
  });

  it('offers a retry when the status cannot be read', async () => {
    renderBanner([
      { request: statusMock(status(false, false, '')).request, error: new Error('offline') },
      quietEmailStatus,
    ]);
    expect(await screen.findByText(/Could not check the email service/)).toBeInTheDocument();
    expect(buttonByText('Retry')).toBeInTheDocument();
  });
});
