import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buttonByText } from '../../test/dom';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { graphqlError } from './email-test-fixtures';
import { SenderAuthentication } from './SenderAuthentication';
import {
  FOUND,
  NOT_FOUND,
  RECORD_VALUE,
  checkDkimMock,
  checkDnsMock,
  dkimStateMock,
  dnsCheck,
  dnsReport,
  makeDkimState,
  makeKey,
  rotateDkimMock,
  setupDkimMock,
  signingMock,
} from './sender-authentication-fixtures';

function renderSection(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  return { user, ...renderWithApp(<SenderAuthentication />, { path: '/email-settings', mocks }) };
}

const section = () => screen.getByRole('region', { name: 'Sender authentication' });

const PENDING = makeDkimState({
  key: makeKey(),
  message:
    'Publish the TXT record below at your DNS provider, then Check. Emails are not signed until you turn signing on.',
});
const PUBLISHED = makeDkimState({
  key: makeKey(FOUND),
  message: 'The DKIM record is published. Turn signing on to sign your emails from example.com.',
});
const SIGNING = makeDkimState({
  key: makeKey(FOUND),
  signing: true,
  message: 'Campaign and sequence emails from example.com are signed with DKIM (selector ff202612).',
});

beforeEach(() => resetToasts());

describe('SenderAuthentication', () => {
  it('shows a loading state, then asks for SMTP settings when there is no sender', async () => {
    renderSection([
      dkimStateMock(
        makeDkimState({
          domain: null,
          fromEmail: null,
          source: null,
          message: 'Save your SMTP settings first: DKIM signs for the domain of your From Email.',
        }),
        { delay: 1500 },
      ),
    ]);
    expect(screen.getByLabelText('Loading sender authentication')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('Save your SMTP settings first: DKIM signs for the domain of your From Email.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Set up DKIM')).not.toBeInTheDocument();
    expect(screen.queryByText('Check DNS records')).not.toBeInTheDocument();
  });

  it('offers a retry when the state cannot be loaded', async () => {
    const { user } = renderSection([dkimStateMock(new Error('offline')), dkimStateMock(makeDkimState())]);
    expect(
      await screen.findByText('Could not load sender authentication. Check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(buttonByText('Retry'));
    expect(await screen.findByText('DKIM for example.com')).toBeInTheDocument();
  });

  it('sets DKIM up and shows the TXT record to publish with copy buttons', async () => {
    const { user } = renderSection([dkimStateMock(makeDkimState()), setupDkimMock(PENDING, 1500)]);
    expect(await screen.findByText('DKIM for example.com')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Emails from example.com are not signed. Set up DKIM to make a key and get the DNS record to publish.',
      ),
    ).toBeInTheDocument();
    await user.click(buttonByText('Set up DKIM'));
    await waitFor(() => expect(buttonByText('Set up DKIM')).toHaveClass('ant-btn-loading'));
    await expectToast('Success', 'DKIM key created: publish the TXT record, then Check.');

    const record = await screen.findByLabelText('DKIM record');
    expect(within(record).getByText('ff202612._domainkey.example.com')).toBeInTheDocument();
    expect(within(record).getByText(RECORD_VALUE)).toBeInTheDocument();
    expect(within(record).getByText('TXT')).toBeInTheDocument();
    expect(within(record).getAllByRole('button', { name: /copy/i })).toHaveLength(2);
    expect(screen.getByText('Not checked yet: publish the record, then Check.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sign emails with DKIM' })).not.toBeChecked();
    expect(screen.queryByText('Set up DKIM')).not.toBeInTheDocument();
  });

  it('copies the record value', async () => {
    const { user } = renderSection([dkimStateMock(PENDING)]);
    const record = await screen.findByLabelText('DKIM record');
    const [copyName, copyValue] = within(record).getAllByRole('button', { name: /copy/i });
    await user.click(copyValue!);
    await waitFor(() => expect(navigator.clipboard.readText()).resolves.toBe(RECORD_VALUE));
    await user.click(copyName!);
    await waitFor(() =>
      expect(navigator.clipboard.readText()).resolves.toBe('ff202612._domainkey.example.com'),
    );
  });

  it("says 'Not found' after a Check, then 'Published' once the record is there", async () => {
    const { user } = renderSection([
      dkimStateMock(PENDING),
      checkDkimMock(makeDkimState({ ...PENDING, key: makeKey(NOT_FOUND) }), 1500),
      checkDkimMock(PUBLISHED),
    ]);
    await screen.findByLabelText('DKIM record');
    await user.click(buttonByText('Check'));
    await waitFor(() => expect(buttonByText('Check')).toHaveClass('ant-btn-loading'));
    expect(await screen.findByText(NOT_FOUND.checkMessage)).toBeInTheDocument();
    expect(within(section()).getByText('Not found')).toBeInTheDocument();
    expect(within(section()).getByText('Checked Dec 01, 2026.')).toBeInTheDocument();

    await user.click(buttonByText('Check'));
    await expectToast('Success', 'The DKIM record is published.');
    expect(await screen.findByText(FOUND.checkMessage)).toBeInTheDocument();
    expect(within(section()).getByText('Published')).toBeInTheDocument();
    expect(
      screen.getByText('The DKIM record is published. Turn signing on to sign your emails from example.com.'),
    ).toBeInTheDocument();
  });

  it('turns signing on at once when the record was found, and off again', async () => {
    const { user } = renderSection([
      dkimStateMock(PUBLISHED),
      signingMock({ enabled: true, signAnyway: false }, SIGNING),
      signingMock({ enabled: false, signAnyway: false }, PUBLISHED),
    ]);
    const toggle = await screen.findByRole('switch', { name: 'Sign emails with DKIM' });
    await user.click(toggle);
    await expectToast('Success', 'DKIM signing is on.');
    expect(toggle).toBeChecked();
    expect(within(section()).getByText('Signing')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Campaign and sequence emails from example.com are signed with DKIM (selector ff202612).',
      ),
    ).toBeInTheDocument();
    await user.click(toggle);
    await expectToast('Success', 'DKIM signing is off.');
    expect(toggle).not.toBeChecked();
  });

  it('asks before signing while the record was not found, and signs anyway when told', async () => {
    const { user } = renderSection([
      dkimStateMock(PENDING),
      signingMock(
        { enabled: true, signAnyway: true },
        makeDkimState({ ...SIGNING, key: makeKey(NOT_FOUND) }),
      ),
    ]);
    const toggle = await screen.findByRole('switch', { name: 'Sign emails with DKIM' });
    await user.click(toggle);
    const title = await screen.findByText('Sign before the record is found?', {
      selector: '.ant-modal-confirm-title',
    });
    const dialog = title.closest<HTMLElement>('.ant-modal')!;
    expect(
      within(dialog).getByText(
        'The last check did not find the DKIM record. Until it is published, receivers cannot verify the signatures and may treat your emails as suspicious.',
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    await user.click(within(dialog).getByText('Sign anyway'));
    await expectToast('Success', 'DKIM signing is on.');
    expect(toggle).toBeChecked();
  });

  it("shows the server's reason when an action is refused", async () => {
    const reason =
      'DKIM is already set up for example.com (selector ff202612). Rotate the key to make a new one.';
    const { user } = renderSection([
      dkimStateMock(makeDkimState()),
      setupDkimMock(graphqlError(reason, 'CONFLICT')),
    ]);
    await user.click(await screen.findByText('Set up DKIM'));
    await expectToast('Error', reason);
  });

  it('rotates the key after a confirmation and shows the new record beside the current one', async () => {
    const rotating = makeDkimState({
      ...SIGNING,
      nextKey: makeKey({
        id: 'key-2',
        selector: 'ff202612-2',
        recordName: 'ff202612-2._domainkey.example.com',
      }),
    });
    const { user } = renderSection([dkimStateMock(SIGNING), rotateDkimMock(rotating)]);
    await user.click(await screen.findByText('Rotate key'));
    const title = await screen.findByText('Make a new DKIM key?', { selector: '.ant-modal-confirm-title' });
    await user.click(within(title.closest<HTMLElement>('.ant-modal')!).getByText('Make a new key'));
    const next = await screen.findByLabelText('New DKIM record');
    expect(within(next).getByText('ff202612-2._domainkey.example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('DKIM record')).toBeInTheDocument();
    expect(screen.queryByText('Rotate key')).not.toBeInTheDocument();
  });

  it('checks SPF, DKIM and DMARC and says for each what passes, warns or is missing, with the record to add', async () => {
    const report = dnsReport({
      spf: dnsCheck(
        'warning',
        'SPF record found, but it does not list your SMTP server smtp.example.com (192.0.2.5).',
        {
          found: 'v=spf1 include:other.example -all',
          recordName: 'example.com',
          recordValue: 'v=spf1 include:other.example a:smtp.example.com -all',
        },
      ),
      dkim: dnsCheck(
        'pass',
        'DKIM record found at ff202612._domainkey.example.com; it matches your key and your emails are signed.',
        {
          found: RECORD_VALUE,
          recordName: 'ff202612._domainkey.example.com',
          recordValue: RECORD_VALUE,
        },
      ),
      dmarc: dnsCheck(
        'missing',
        'No DMARC record: add TXT _dmarc.example.com "v=DMARC1; p=none; rua=mailto:dmarc-reports@example.com" (reports go to that address: use one you read).',
        {
          recordName: '_dmarc.example.com',
          recordValue: 'v=DMARC1; p=none; rua=mailto:dmarc-reports@example.com',
        },
      ),
    });
    const { user } = renderSection([
      dkimStateMock(SIGNING, { maxUsageCount: 2 }),
      checkDnsMock(report, 1500),
    ]);
    await user.click(await screen.findByText('Check DNS records'));
    expect(await screen.findByLabelText('Checking DNS records')).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list', { name: 'DNS check of example.com' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['SPF', 'DKIM', 'DMARC']);

    expect(within(rows[0]!).getByText('Warning')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByText(
        'SPF record found, but it does not list your SMTP server smtp.example.com (192.0.2.5).',
      ),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('v=spf1 include:other.example -all')).toBeInTheDocument();
    const spfRecord = within(rows[0]!).getByLabelText('SPF record to publish');
    expect(
      within(spfRecord).getByText('v=spf1 include:other.example a:smtp.example.com -all'),
    ).toBeInTheDocument();

    expect(within(rows[1]!).getByText('Pass')).toBeInTheDocument();
    // A passing record is not repeated back, and there is nothing to add.
    expect(within(rows[1]!).queryByText('Found:')).not.toBeInTheDocument();
    expect(within(rows[1]!).queryByLabelText('DKIM record to publish')).not.toBeInTheDocument();

    expect(within(rows[2]!).getByText('Missing')).toBeInTheDocument();
    const dmarc = within(rows[2]!).getByLabelText('DMARC record to publish');
    expect(within(dmarc).getByText('_dmarc.example.com')).toBeInTheDocument();
    expect(
      within(dmarc).getByText('v=DMARC1; p=none; rua=mailto:dmarc-reports@example.com'),
    ).toBeInTheDocument();
  });

  it('says so when the DNS check fails', async () => {
    const { user } = renderSection([
      dkimStateMock(SIGNING),
      checkDnsMock(graphqlError('Save your SMTP settings with a From Email first.', 'BAD_USER_INPUT')),
    ]);
    await user.click(await screen.findByText('Check DNS records'));
    await expectToast('Error', 'Save your SMTP settings with a From Email first.');
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'Save your SMTP settings with a From Email first.',
    );
  });
});
