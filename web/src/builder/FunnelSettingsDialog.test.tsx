import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  FunnelSettingsDocument,
  SetFunnelDomainDocument,
  UpdateFunnelSiteDocument,
  VerifyFunnelDomainDocument,
  type FunnelDomainFieldsFragment,
  type FunnelSettingsQuery,
} from '../gql/graphql';
import { renderWithApp } from '../test/render';
import '../test/timeouts';
import { expectToast, resetToasts } from '../test/toasts';
import { FunnelSettingsDialog } from './FunnelSettingsDialog';

const FUNNEL_ID = 'f-1';
const HOSTNAME = 'offers.example.com';
const TXT_NAME = `_funnelforge.${HOSTNAME}`;
const TXT_VALUE = 'funnelforge-verify=0123456789abcdef';
const NOT_FOUND = `No TXT record was found at ${TXT_NAME} yet. DNS changes can take a few minutes to an hour to show.`;

const SITE: FunnelSettingsQuery['funnel']['site'] = {
  __typename: 'FunnelSite',
  favicon: null,
  customCodeEnabled: false,
  metaPixelId: null,
  googleAnalyticsId: null,
  headCode: null,
  bodyCode: null,
};

function domain(overrides: Partial<FunnelDomainFieldsFragment> = {}): FunnelDomainFieldsFragment {
  return {
    __typename: 'FunnelDomain',
    id: 'd-1',
    hostname: HOSTNAME,
    verified: false,
    verifiedAt: null,
    checkedAt: null,
    checkError: null,
    txtName: TXT_NAME,
    txtValue: TXT_VALUE,
    ...overrides,
  };
}

function settingsMock(funnelDomain: FunnelDomainFieldsFragment | null): MockLink.MockedResponse {
  return {
    request: { query: FunnelSettingsDocument, variables: { id: FUNNEL_ID } },
    result: {
      data: {
        __typename: 'Query',
        funnel: { __typename: 'Funnel', id: FUNNEL_ID, site: SITE },
        funnelDomain,
      },
    },
  };
}

function verifyMock(answer: FunnelDomainFieldsFragment) {
  const result = jest.fn(() => ({ data: { __typename: 'Mutation' as const, verifyFunnelDomain: answer } }));
  const mock: MockLink.MockedResponse = {
    request: { query: VerifyFunnelDomainDocument, variables: { funnelId: FUNNEL_ID } },
    result,
  };
  return { mock, result };
}

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onClose = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(<FunnelSettingsDialog funnelId={FUNNEL_ID} onClose={onClose} />, { mocks });
  return { user, onClose };
}

// Text queries, not role queries: computing roles over an antd dialog is slow in jsdom.
function dialog(): HTMLElement {
  const found = screen.getByText('Funnel settings').closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error('No settings dialog');
  return found;
}

/** The dialog's button showing `text`, once it is not busy. */
const button = (text: string) =>
  waitFor(() => {
    const found = within(dialog()).getByText(text).closest('button');
    if (!found || found.classList.contains('ant-btn-loading')) throw new Error(`No button "${text}" ready`);
    return found;
  });

afterEach(() => resetToasts());

describe('funnel settings: own domain', () => {
  it('adds a hostname and shows the TXT record that proves it, waiting for DNS', async () => {
    const set = jest.fn(() => ({
      data: { __typename: 'Mutation' as const, setFunnelDomain: domain() },
    }));
    const { user } = renderDialog([
      settingsMock(null),
      {
        request: { query: SetFunnelDomainDocument, variables: { funnelId: FUNNEL_ID, hostname: HOSTNAME } },
        result: set,
      },
      settingsMock(domain()),
    ]);
    const hostname = await screen.findByLabelText('Hostname');
    const add = await button('Add hostname');
    expect(add).toBeDisabled();
    expect(within(dialog()).queryByText('Add this TXT record at your DNS provider:')).not.toBeInTheDocument();

    await user.click(hostname);
    await user.paste(HOSTNAME);
    await user.click(add);

    await expectToast('Success', 'Domain saved: add the TXT record, then verify it.');
    expect(set).toHaveBeenCalledTimes(1);
    expect(
      await within(dialog()).findByText('Add this TXT record at your DNS provider:'),
    ).toBeInTheDocument();
    const record = within(dialog()).getByText('Name').closest('dl');
    if (!record) throw new Error('No TXT record shown');
    expect(within(record).getByText(TXT_NAME)).toBeInTheDocument();
    expect(within(record).getByText(TXT_VALUE)).toBeInTheDocument();
    expect(within(dialog()).getByText('Waiting for DNS')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Verified')).not.toBeInTheDocument();
    expect(await button('Change hostname')).toBeEnabled();
  });

  it('says why a hostname is refused, on the field', async () => {
    const taken = 'This hostname is already used by another funnel';
    const { user } = renderDialog([
      settingsMock(null),
      {
        request: { query: SetFunnelDomainDocument, variables: { funnelId: FUNNEL_ID, hostname: HOSTNAME } },
        result: {
          errors: [
            new GraphQLError(taken, { extensions: { code: 'CONFLICT', fieldErrors: { hostname: taken } } }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByLabelText('Hostname'));
    await user.paste(HOSTNAME);
    await user.click(await button('Add hostname'));
    await expectToast('Error', taken);
    expect(within(dialog()).getByText(taken)).toBeInTheDocument();
    expect(within(dialog()).queryByText('Add this TXT record at your DNS provider:')).not.toBeInTheDocument();
  });

  it('verifies: the DNS answer while the record is missing, then Verified', async () => {
    const missing = verifyMock(domain({ checkError: NOT_FOUND, checkedAt: '2026-11-21T12:00:00.000Z' }));
    const found = verifyMock(
      domain({
        verified: true,
        verifiedAt: '2026-11-21T12:05:00.000Z',
        checkedAt: '2026-11-21T12:05:00.000Z',
      }),
    );
    const { user } = renderDialog([
      settingsMock(domain()),
      missing.mock,
      settingsMock(domain({ checkError: NOT_FOUND, checkedAt: '2026-11-21T12:00:00.000Z' })),
      found.mock,
      settingsMock(
        domain({
          verified: true,
          verifiedAt: '2026-11-21T12:05:00.000Z',
          checkedAt: '2026-11-21T12:05:00.000Z',
        }),
      ),
    ]);
    expect(await screen.findByText('Waiting for DNS')).toBeInTheDocument();
    expect(screen.getByLabelText('Hostname')).toHaveValue(HOSTNAME);

    await user.click(await button('Verify'));
    expect(await within(dialog()).findByText(NOT_FOUND)).toBeInTheDocument();
    expect(missing.result).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByText('Waiting for DNS')).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    // Asked again once the first answer is in (the button shows it is busy until then).
    await user.click(await button('Verify'));
    await expectToast('Success', 'Domain verified');
    expect(found.result).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByText('Verified')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Waiting for DNS')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });
});

describe('funnel settings: tracking and custom code', () => {
  it('warns that the code runs on the pages, keeps the fields off until switched on, and saves them', async () => {
    const update = jest.fn((variables: { id: string; input: Record<string, unknown> }) => ({
      data: {
        __typename: 'Mutation' as const,
        updateFunnelSite: {
          __typename: 'Funnel' as const,
          id: variables.id,
          site: { ...SITE, ...variables.input },
        },
      },
    }));
    const input = {
      favicon: '',
      customCodeEnabled: true,
      metaPixelId: '123456789012345',
      googleAnalyticsId: '',
      headCode: '<script>window.tracked = true</script>',
      bodyCode: '',
    };
    const { user } = renderDialog([
      settingsMock(null),
      { request: { query: UpdateFunnelSiteDocument, variables: { id: FUNNEL_ID, input } }, result: update },
    ]);
    await user.click(await screen.findByText('Icon, tracking and code'));

    expect(within(dialog()).getByText('Code you add here runs on your published pages')).toBeInTheDocument();
    expect(
      within(dialog()).getByText(/It can read what visitors type into your forms and send it anywhere/),
    ).toBeInTheDocument();
    const pixel = within(dialog()).getByLabelText('Meta Pixel ID');
    const head = within(dialog()).getByLabelText('Code for the head');
    expect(pixel).toBeDisabled();
    expect(head).toBeDisabled();

    await user.click(within(dialog()).getByLabelText('Tracking and custom code'));
    expect(pixel).toBeEnabled();
    await user.click(pixel);
    await user.paste(input.metaPixelId);
    await user.click(head);
    await user.paste(input.headCode);
    await user.click(await button('Save settings'));

    await expectToast('Success', 'Settings saved');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0]).toEqual({ id: FUNNEL_ID, input });
  });
});
