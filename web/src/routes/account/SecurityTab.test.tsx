import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ConfirmTwoFactorSetupDocument,
  LatestDataExportDocument,
  NotificationSettingsDocument,
  StartTwoFactorSetupDocument,
  TwoFactorStatusDocument,
} from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { SecurityTab } from './SecurityTab';

const status = (enabled: boolean, recoveryCodesLeft: number) => ({
  request: { query: TwoFactorStatusDocument },
  result: {
    data: { twoFactorStatus: { __typename: 'TwoFactorStatus' as const, enabled, recoveryCodesLeft } },
  },
});
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const baseMocks = [
  {
    request: { query: NotificationSettingsDocument },
    result: {
      data: {
        notificationSettings: {
          __typename: 'NotificationSettings' as const,
          loginNotifications: true,
          signUpNotices: true,
        },
      },
    },
  },
  { request: { query: LatestDataExportDocument }, result: { data: { latestDataExport: null } } },
];

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
});
