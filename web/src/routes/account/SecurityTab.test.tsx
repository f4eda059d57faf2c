import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ConfirmTwoFactorSetupDocument,
  DataExportUpdatedDocument,
  DisableTwoFactorDocument,
  LatestDataExportDocument,
  NotificationSettingsDocument,
  RequestDataExportDocument,
  StartTwoFactorSetupDocument,
  TwoFactorStatusDocument,
  UpdateNotificationSettingsDocument,
  type DataExportFieldsFragment,
} from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { SecurityTab } from './SecurityTab';

const status = (enabled: boolean, recoveryCodesLeft: number) => ({
  request: { query: TwoFactorStatusDocument },
  result: {
    data: { twoFactorStatus: { __typename: 'TwoFactorStatus' as const, enabled, recoveryCodesLeft } },
  },
});
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const notificationSettings = (loginNotifications: boolean) => ({
  __typename: 'NotificationSettings' as const,
  loginNotifications,
  signUpNotices: true,
});
const settingsMock = (loginNotifications = true): MockLink.MockedResponse => ({
  request: { query: NotificationSettingsDocument },
  result: { data: { notificationSettings: notificationSettings(loginNotifications) } },
});

const dataExport = (fields: Partial<DataExportFieldsFragment>): DataExportFieldsFragment => ({
  __typename: 'DataExport',
  id: 'e1',
  status: 'building',
  progress: 0,
  sizeBytes: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-28T10:00:00.000Z',
  downloadUrl: null,
  ...fields,
});
const latestExport = (latest: DataExportFieldsFragment | null): MockLink.MockedResponse => ({
  request: { query: LatestDataExportDocument },
  result: { data: { latestDataExport: latest } },
});
/** The server's push about the export, `delay` ms after the screen subscribed. */
const exportPushed = (pushed: DataExportFieldsFragment, delay = 300): MockLink.MockedResponse => ({
  request: { query: DataExportUpdatedDocument },
  result: { data: { dataExportUpdated: pushed } },
  delay,
});
const noExportPushes: MockLink.MockedResponse = {
  request: { query: DataExportUpdatedDocument },
  result: { data: null },
  delay: Infinity,
};

const baseMocks = [settingsMock(), latestExport(null), noExportPushes];

afterEach(resetToasts);

describe('SecurityTab', () => {
  it('sets up two-factor: QR code and key once, a code to confirm, then the recovery codes once', async () => {
    renderWithApp(<SecurityTab />, {
      mocks: [
        status(false, 0),
        ...baseMocks,
        {
          request: { query: StartTwoFactorSetupDocument },
          result: {
            data: {
              startTwoFactorSetup: {
                __typename: 'TwoFactorSetup' as const,
                secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
                otpauthUrl:
                  'otpauth://totp/FunnelForge:jane%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
                qrCodeDataUrl: QR,
              },
            },
          },
        },
        {
          request: { query: ConfirmTwoFactorSetupDocument, variables: { code: '000000' } },
          result: {
            errors: [
              new GraphQLError(
                'That code is not valid. Enter the current code from your authenticator app, or a recovery code.',
                { extensions: { code: 'BAD_USER_INPUT' } },
              ),
            ],
          },
        },
        {
          request: { query: ConfirmTwoFactorSetupDocument, variables: { code: '123456' } },
          result: { data: { confirmTwoFactorSetup: CODES } },
        },
        status(true, 10),
      ],
    });

    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.getByText('Login Notifications')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download Your Data' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Two-Factor' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      QR,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();

    const code = screen.getByLabelText('Code from your app');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByText(/That code is not valid/)).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    for (const recovery of CODES) expect(within(list).getByText(recovery)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();

    // Once saved, the codes are gone from the screen for good.
    await userEvent.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn Off Two-Factor' })).toBeInTheDocument();
    // Many steps through antd forms on a shared machine.
  }, 90_000);

  it('turns two-factor off only with a current code', async () => {
    renderWithApp(<SecurityTab />, {
      mocks: [
        status(true, 7),
        ...baseMocks,
        {
          request: { query: DisableTwoFactorDocument, variables: { code: '111111' } },
          result: {
            errors: [
              new GraphQLError(
                'That code is not valid. Enter the current code from your authenticator app, or a recovery code.',
                { extensions: { code: 'BAD_USER_INPUT' } },
              ),
            ],
          },
        },
        {
          request: { query: DisableTwoFactorDocument, variables: { code: '654321' } },
          result: { data: { disableTwoFactor: true } },
        },
        status(false, 0),
      ],
    });

    expect(await screen.findByText(/7 of 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off Two-Factor' }));

    // Nothing is sent without a code.
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();

    const code = screen.getByLabelText('Code from your app (or a recovery code)');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText(/That code is not valid/)).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, ' 654321 ');
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    await expectToast('Success', 'Two-factor authentication is off.');
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Two-Factor' })).toBeInTheDocument();
    expect(screen.queryByText(/recovery codes left/)).not.toBeInTheDocument();
  }, 60_000);

  it('switches login notifications off and says so', async () => {
    renderWithApp(<SecurityTab />, {
      mocks: [
        status(false, 0),
        settingsMock(true),
        latestExport(null),
        noExportPushes,
        {
          request: {
            query: UpdateNotificationSettingsDocument,
            variables: { input: { loginNotifications: false } },
          },
          result: { data: { updateNotificationSettings: notificationSettings(false) } },
        },
      ],
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Login Notifications' })).toBeEnabled());
    const toggle = screen.getByRole('switch', { name: 'Login Notifications' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expectToast('Success', 'Login notifications are off.');
    expect(screen.getByRole('switch', { name: 'Login Notifications' })).not.toBeChecked();
  });

  it('starts a data export and shows it being prepared; a second one at once is refused', async () => {
    renderWithApp(<SecurityTab />, {
      mocks: [
        status(false, 0),
        settingsMock(),
        latestExport(null),
        noExportPushes,
        {
          request: { query: RequestDataExportDocument },
          result: {
            errors: [
              new GraphQLError('Your data is already being prepared.', { extensions: { code: 'CONFLICT' } }),
            ],
          },
        },
        {
          request: { query: RequestDataExportDocument },
          result: { data: { requestDataExport: dataExport({ status: 'building', progress: 0 }) } },
        },
      ],
    });
    const start = await screen.findByRole('button', { name: 'Download Your Data' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data is already being prepared.');

    await userEvent.click(screen.getByRole('button', { name: 'Download Your Data' }));
    const preparing = await screen.findByRole('status');
    expect(preparing).toHaveTextContent('Preparing your data…');
    expect(within(preparing).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Your Data' })).not.toBeInTheDocument();
  });

  it('moves the progress bar as the server reports progress', async () => {
    renderWithApp(<SecurityTab />, {
      mocks: [
        status(false, 0),
        settingsMock(),
        latestExport(dataExport({ status: 'building', progress: 10 })),
        exportPushed(dataExport({ status: 'building', progress: 64 })),
      ],
    });
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64'));
  });

  it('offers the ready archive once: a download link, then a new request after it is used', async () => {
    renderWithApp(<SecurityTab />, {
      mocks: [
        status(false, 0),
        settingsMock(),
        latestExport(dataExport({ status: 'building', progress: 96 })),
        exportPushed(
          dataExport({
            status: 'ready',
            progress: 100,
            sizeBytes: 2.5 * 1024 * 1024,
            downloadUrl: '/api/account/data-exports/e1/download',
          }),
        ),
      ],
    });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '96');
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/api/account/data-exports/e1/download');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText('Your data is ready (2.5 MB).')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // jsdom cannot follow the link; the browser would download the file.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    expect(await screen.findByText('Downloaded. Requested on Nov 27, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a New Download' })).toBeInTheDocument();
  });
});
