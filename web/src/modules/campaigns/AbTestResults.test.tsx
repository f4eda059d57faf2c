import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignAbTestDocument, type CampaignAbTestQuery } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { AbTestButton } from './AbTestResults';
import { makeCampaign } from './campaign-test-fixtures';

const variant = (
  label: string,
  subject: string,
  figures: { sent: number; opens: number; rate: number; low: number; high: number; winner?: boolean },
) => ({
  __typename: 'CampaignAbVariant' as const,
  label,
  subject,
  recipients: 10,
  sent: figures.sent,
  opens: figures.opens,
  clicks: 0,
  rate: figures.rate,
  rateLow: figures.low,
  rateHigh: figures.high,
  winner: figures.winner ?? false,
});

function answer(test: NonNullable<CampaignAbTestQuery['campaign']['abTest']>) {
  return {
    request: { query: CampaignAbTestDocument, variables: { id: 'c-1' } },
    result: {
      data: {
        __typename: 'Query' as const,
        campaign: {
          __typename: 'Campaign' as const,
          id: 'c-1',
          name: 'Spring Sale',
          status: 'sent' as const,
          abTest: test,
        },
      },
    },
  };
}

describe('AbTestButton', () => {
  it('says who won on the row, and opens each version’s figures with their intervals and the rest', async () => {
    const user = userEvent.setup();
    const campaign = makeCampaign({
      status: 'sent',
      abTest: {
        __typename: 'CampaignAbTestView',
        metric: 'opens',
        decideAt: '2026-11-26T13:00:00.000Z',
        winner: 'B',
      },
    });
    renderWithApp(<AbTestButton campaign={campaign} />, {
      mocks: [
        answer({
          __typename: 'CampaignAbTestView',
          samplePercent: 20,
          metric: 'opens',
          waitMinutes: 240,
          decideAt: '2026-11-26T13:00:00.000Z',
          decidedAt: '2026-11-26T13:00:30.000Z',
          winner: 'B',
          variants: [
            variant('A', 'Spring is here', { sent: 10, opens: 2, rate: 0.2, low: 0.0567, high: 0.5098 }),
            variant('B', 'Spring sale: 30% off', {
              sent: 10,
              opens: 6,
              rate: 0.6,
              low: 0.3127,
              high: 0.8318,
              winner: true,
            }),
          ],
          rest: { __typename: 'CampaignAbRest', recipients: 80, sent: 80, opens: 31, clicks: 4 },
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'A/B test: B won on open rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'A/B test: Spring Sale' });
    const table = await within(dialog).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ASpring is here10 of 10220.0% (5.7–51.0%)',
      'B WinnerSpring sale: 30% off10 of 10660.0% (31.3–83.2%)',
    ]);
    expect(
      within(dialog).getByText('The rest: 80 of 80 sent version B, 31 opens, 4 clicks.'),
    ).toBeInTheDocument();
  });

  it('shows nothing for a campaign without a test', () => {
    renderWithApp(<AbTestButton campaign={makeCampaign()} />, { mocks: [] });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
