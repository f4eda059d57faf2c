import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { FunnelSettingsDocument, type FunnelSettingsQuery } from '../gql/graphql';
import { renderWithApp } from '../test/render';
import { FunnelSettingsDialog } from './FunnelSettingsDialog';

type Domain = NonNullable<FunnelSettingsQuery['funnelDomain']>;

function settingsMock(domain: Partial<Domain> | null): MockLink.MockedResponse {
  const result: FunnelSettingsQuery = {
    __typename: 'Query',
    funnel: {
      __typename: 'Funnel',
      id: 'f1',
      site: {
        __typename: 'FunnelSite',
        favicon: null,
        customCodeEnabled: true,
        metaPixelId: null,
        googleAnalyticsId: 'G-ABC1234',
        headCode: null,
        bodyCode: null,
      },
    },
    funnelDomain: domain
      ? {
          __typename: 'FunnelDomain',
          id: 'd1',
          hostname: 'offers.example.com',
          verified: false,
          verifiedAt: null,
          checkedAt: null,
          checkError: null,
          txtName: '_funnelforge.offers.example.com',
          txtValue: 'funnelforge-verify=abc',
          ...domain,
        }
      : null,
  };
  return { request: { query: FunnelSettingsDocument, variables: { id: 'f1' } }, result: { data: result } };
}

async function openCodeTab(domain: Partial<Domain> | null) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(<FunnelSettingsDialog funnelId="f1" onClose={() => {}} />, { mocks: [settingsMock(domain)] });
  await user.click(await screen.findByRole('tab', { name: 'Icon, tracking and code' }));
}

describe('the funnel settings: tracking and code', () => {
  it('says the code runs only on the verified domain, naming it, and never at /p/ or in the preview', async () => {
    await openCodeTab({ verified: true, verifiedAt: '2026-11-30T10:00:00.000Z' });
    expect(
      await screen.findByText("Pixels and code run only on this funnel's own verified domain"),
    ).toBeInTheDocument();
    expect(screen.getByText('They run on https://offers.example.com.')).toBeInTheDocument();
    expect(screen.getByText(/never run at the funnel's FunnelForge address \(\/p\/…\)/)).toHaveTextContent(
      'nor in the builder or its preview',
    );
  });

  it('says the code runs nowhere while the domain is not verified', async () => {
    await openCodeTab({ verified: false });
    expect(
      await screen.findByText(
        'This funnel has no verified domain yet, so they run nowhere: add and verify one in the Domain tab.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/They run on https:/)).not.toBeInTheDocument();
  });
});
