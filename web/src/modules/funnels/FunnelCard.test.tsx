import { screen, within } from '@testing-library/react';
import type { FunnelCardFragment } from '../../gql/graphql';
import { makeFunnel } from '../../test/funnel-fixtures';
import { renderWithApp } from '../../test/render';
import { FunnelCard } from './FunnelCard';
import { useFunnelActions } from './use-funnel-actions';

function Card({ funnel }: { funnel: FunnelCardFragment }) {
  return <FunnelCard funnel={funnel} actions={useFunnelActions()} />;
}

/** The card of the funnel named `name`. */
function cardOf(name: string): HTMLElement {
  const card = screen.getByText(name, { selector: 'h3' }).closest<HTMLElement>('.ff-funnel-card');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

describe('a My Funnels card', () => {
  it('shows how many steps the funnel has', () => {
    renderWithApp(
      <>
        <Card funnel={makeFunnel({ id: 'f-1', name: 'Lead magnet', stepCount: 3 })} />
        <Card funnel={makeFunnel({ id: 'f-2', name: 'Single page', stepCount: 1 })} />
      </>,
    );
    expect(within(cardOf('Lead magnet')).getByText('3 steps')).toBeInTheDocument();
    expect(within(cardOf('Single page')).getByText('1 step')).toBeInTheDocument();
    expect(within(cardOf('Single page')).queryByText(/steps/)).not.toBeInTheDocument();
  });
});
