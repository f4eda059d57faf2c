import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { SendTestDialog, type TestEmailOutcome } from './SendTestDialog';

const outcome = (o: Partial<TestEmailOutcome> & { email: string }): TestEmailOutcome => ({
  __typename: 'TestEmailResult',
  status: 'sent',
  suppression: null,
  reason: null,
  ...o,
});

function renderDialog(send: (to: string[]) => Promise<TestEmailOutcome[]>) {
  const user = userEvent.setup();
  renderWithApp(<SendTestDialog open defaultTo="me@example.com" onClose={() => undefined} send={send} />);
  return user;
}

const address = (n: number) => screen.getByLabelText<HTMLInputElement>(`Test address ${n}`);
const sendButton = () => screen.getByRole('button', { name: 'Send test' });

describe('SendTestDialog', () => {
  it('offers the user’s own address, sends to each address given, and says what happened to each', async () => {
    const send = jest.fn((to: string[]) =>
      Promise.resolve([
        outcome({ email: to[0]! }),
        outcome({
          email: to[1]!,
          status: 'skipped',
          suppression: 'hard_bounce',
          reason: 'Suppressed: the address bounced (hard bounce)',
        }),
      ]),
    );
    const user = renderDialog(send);
    expect(await screen.findByText('Send test email')).toBeInTheDocument();
    expect(address(1)).toHaveValue('me@example.com');
    await user.click(screen.getByRole('button', { name: /Add address/ }));
    await user.type(address(2), 'bounced@example.com');
    await user.click(sendButton());
    expect(send).toHaveBeenCalledWith(['me@example.com', 'bounced@example.com']);
    const results = await screen.findByRole('list', { name: 'Test results' });
    expect(results).toHaveTextContent('Sentme@example.com');
    expect(results).toHaveTextContent(
      'Skippedbounced@example.comSuppressed: the address bounced (hard bounce)',
    );
  });

  it('checks each address before sending, and takes at most five', async () => {
    const send = jest.fn(() => Promise.resolve([]));
    const user = renderDialog(send);
    await screen.findByText('Send test email');
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: /Add address/ }));
    expect(screen.queryByRole('button', { name: /Add address/ })).not.toBeInTheDocument();
    expect(screen.getByText('Up to 5 addresses per test.')).toBeInTheDocument();
    for (let n = 2; n <= 5; n += 1) await user.type(address(n), `friend${n}@example.com`);
    await user.clear(address(3));
    await user.type(address(3), 'not-an-address');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(address(3)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove test address 3' }));
    await user.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]).toEqual([
      ['me@example.com', 'friend2@example.com', 'friend4@example.com', 'friend5@example.com'],
    ]);
  });

  it('puts the server’s word on an address by it, and any other refusal above the results', async () => {
    const notConfigured =
      'Email service not configured: set up your SMTP server in Email Settings to send test emails (sends are only simulated without one).';
    const send = jest
      .fn<Promise<TestEmailOutcome[]>, [string[]]>()
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({
          errors: [
            {
              message: 'Enter a valid email address',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'to.0': 'Enter a valid email address' } },
            },
          ],
        }),
      )
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({ errors: [{ message: notConfigured, extensions: { code: 'CONFLICT' } }] }),
      );
    const user = renderDialog(send);
    await screen.findByText('Send test email');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(address(1)).toHaveAttribute('aria-invalid', 'true');
    await user.click(sendButton());
    expect(await screen.findByText(notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Test results' })).not.toBeInTheDocument();
  });
});
