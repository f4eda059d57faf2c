import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadScoreBandsMock } from '../../test/lead-score-bands';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { LeadFilters, NO_FILTERS, toLeadFilter, type LeadFilterValues } from './LeadFilters';
import { ScoreBar } from './ScoreBar';
import { useLeadScoreBands } from './use-lead-score-bands';

/** Bands other than the spec's, so a pass shows they were read from the api's answer. */
const API_BANDS = [
  { __typename: 'LeadScoreBandRange' as const, band: 'high' as const, label: 'Hot (90+)', min: 90, max: 100 },
  {
    __typename: 'LeadScoreBandRange' as const,
    band: 'medium' as const,
    label: 'Warm (60-89)',
    min: 60,
    max: 89,
  },
  { __typename: 'LeadScoreBandRange' as const, band: 'low' as const, label: 'Cold (<60)', min: 0, max: 59 },
];

const openOptions = () =>
  Array.from(
    document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ).map((item) => item.getAttribute('title'));

/** A filter row and a score bar of 85, as the leads screen shows them. */
function Screen({ onChange }: { onChange: (values: LeadFilterValues) => void }) {
  const bands = useLeadScoreBands();
  return (
    <>
      <LeadFilters values={NO_FILTERS} sources={[]} onChange={onChange} />
      <ScoreBar score={85} bands={bands} />
    </>
  );
}

const fill = () => document.querySelector('.ff-score__fill');

describe('score bands read from the api (leadScoreBands)', () => {
  it("lists 'All Scores' at once and the api's bands as soon as they arrive; the bar is neutral until then", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithApp(<Screen onChange={onChange} />, {
      mocks: [leadScoreBandsMock(API_BANDS, { delay: 1500 })],
    });
    expect(fill()).toHaveClass('ff-score__fill--neutral');
    await user.click(screen.getByRole('combobox', { name: 'Filter by score' }));
    await waitFor(() => expect(openOptions()).toEqual(['All Scores']));

    await waitFor(() =>
      expect(openOptions()).toEqual(['All Scores', 'Hot (90+)', 'Warm (60-89)', 'Cold (<60)']),
    );
    // 85 is medium by these bands, whatever the spec's numbers.
    expect(fill()).toHaveClass('ff-score__fill--blue');
    const cold = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Cold (<60)"]',
    );
    if (!cold) throw new Error('No Cold option');
    await user.click(cold);
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, score: 'low' });
  });

  it('asks once, however many filters and bars read the bands', async () => {
    const answered = jest.fn(() => ({ data: { __typename: 'Query' as const, leadScoreBands: API_BANDS } }));
    renderWithApp(
      <>
        <Screen onChange={jest.fn()} />
        <Screen onChange={jest.fn()} />
      </>,
      { mocks: [{ ...leadScoreBandsMock(API_BANDS), result: answered }] },
    );
    await waitFor(() => expect(document.querySelectorAll('.ff-score__fill--blue')).toHaveLength(2));
    expect(answered).toHaveBeenCalledTimes(1);
  });
});

describe('the double opt-in filter (Advanced Filters)', () => {
  it('offers pending and confirmed leads, and sends optIn only when one is chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithApp(<LeadFilters values={NO_FILTERS} sources={[]} onChange={onChange} />, {
      mocks: [leadScoreBandsMock()],
    });
    await user.click(screen.getByRole('button', { name: /Advanced Filters/ }));
    await user.click(screen.getByRole('combobox', { name: 'Filter by email consent' }));
    await waitFor(() => expect(openOptions()).toEqual(['Any consent', 'Pending confirmation', 'Confirmed']));
    await user.click(screen.getByTitle('Pending confirmation'));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, optIn: 'pending' });
    expect(toLeadFilter({ ...NO_FILTERS, optIn: 'pending' })).toMatchObject({ optIn: 'pending' });
    expect(toLeadFilter(NO_FILTERS)).not.toHaveProperty('optIn');
  });
});
