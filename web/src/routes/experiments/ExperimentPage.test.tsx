import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type * as ReactModule from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  AddExperimentVariantDocument,
  DeleteExperimentDocument,
  ExperimentDocument,
  LiveVisitorsChangedDocument,
  PromoteExperimentVariantDocument,
  StartExperimentDocument,
  UpdateExperimentDocument,
} from '../../gql/graphql';
import { REPORT_REFETCH_DELAY_MS } from '../../modules/analytics/use-analytics';
import type { RateRow } from '../../modules/experiments/experiment-series';
import {
  experimentMock,
  experimentMutationMock,
  funnelConfigMock,
  makeExperiment,
  quietLive,
  refusedMock,
  variantFigures,
} from '../../modules/experiments/experiment-test-fixtures';
import { buttonByText } from '../../test/dom';
import { graphqlError } from '../../test/funnel-fixtures';
import { LocationProbe, currentLocation } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { ExperimentPage } from './ExperimentPage';

// recharts draws nothing in jsdom (no layout); the stand-in lists what the chart is given.
jest.mock('../../modules/experiments/ExperimentRateChart', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    ExperimentRateChart: ({ rows }: { rows: RateRow[] }) =>
      createElement(
        'ol',
        { 'aria-label': 'Rate chart' },
        rows.map((r) =>
          createElement('li', { key: r.date }, `${r.date}: ${Object.entries(r.rates).join(' ')}`),
        ),
      ),
  };
});

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>, id = 'e-1') {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <>
      <Routes>
        <Route path="/experiments/:id" element={<ExperimentPage />} />
        <Route path="/experiments" element={<h1>All tests</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/experiments/${id}`, mocks },
  );
  return { user };
}

/** The open confirmation dialog (antd's modal.confirm), found by its title. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`"${title}" is not in a dialog`);
  return dialog;
}

async function waitForDialogToClose(title: string) {
  await waitFor(() => {
    const heading = screen.queryByText(title, { selector: '.ant-modal-confirm-title' });
    const wrap = heading?.closest<HTMLElement>('.ant-modal-wrap');
    expect(!heading || wrap?.style.display === 'none').toBe(true);
  });
}

/** A variant's card, by its heading. */
async function findVariant(heading: string): Promise<HTMLElement> {
  const title = await screen.findByText(heading, { selector: 'h3' });
  return title.closest<HTMLElement>('section')!;
}

const figure = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const running = makeExperiment();
const draft = makeExperiment({
  status: 'draft',
  startedAt: null,
  results: {
    visitors: 0,
    leader: null,
    series: [],
    variants: [variantFigures('A'), variantFigures('B', { name: 'Short form' })],
  },
});

beforeEach(() => resetToasts());

describe('ExperimentPage figures', () => {
  it('shows the verdict, and each variant with its rate, interval, uplift and decision', async () => {
    renderPage([experimentMock(running), quietLive('f-1')]);
    expect(screen.getByLabelText('Loading the A/B test')).toBeInTheDocument();
    expect(await screen.findByText('Welcome headline', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Spring Launch')).toHaveAttribute('href', '/builder/f-1');
    expect(screen.getByText('Running')).toBeInTheDocument();

    const alert = screen.getByText('Short form converts better: +18% (95% interval +6% to +31%)');
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-success');
    expect(screen.queryByText('Traffic is not splitting as configured')).not.toBeInTheDocument();

    const a = await findVariant('Variant A');
    expect(figure(a, 'Visitors')).toBe('600');
    expect(figure(a, 'Conversion rate (95% interval)')).toBe('5.2% (3.7–7.3%)');
    expect(within(a).queryByText('Uplift vs A')).not.toBeInTheDocument();
    expect(within(a).queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument();

    const b = await findVariant('Variant B · Short form');
    expect(within(b).getByText('Leader')).toBeInTheDocument();
    expect(figure(b, 'Visitors')).toBe('634');
    expect(figure(b, 'Conversions')).toBe('39');
    expect(figure(b, 'Conversion rate (95% interval)')).toBe('6.2% (5.1–7.4%)');
    expect(figure(b, 'Uplift vs A')).toBe('+18.0% (always valid: −2.0% to +41.0%)');
    expect(figure(b, 'Decision')).toBe('Beats A');
    expect(within(b).getByText('50% of visitors')).toBeInTheDocument();
  });

  it("charts each variant's rate over time, and shows the same figures as a table", async () => {
    const { user } = renderPage([experimentMock(running), quietLive('f-1')]);
    const region = await screen.findByRole('region', { name: 'Conversion rate over time' });
    expect(await within(region).findByText('2026-11-03: A,5.17 B,6.15')).toBeInTheDocument();
    await user.click(within(region).getByText('Table'));
    const table = within(region).getByRole('table', { name: 'Conversion rate over time' });
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(Array.from(last.querySelectorAll('th, td')).map((cell) => cell.textContent)).toEqual([
      'Nov 03, 2026',
      'B · Short form',
      '634',
      '39',
      '6.2%',
      '4.9%',
      '7.4%',
    ]);
  });

  it('warns when the traffic does not split as configured', async () => {
    const mismatched = makeExperiment({
      results: { srm: { __typename: 'ExperimentSrm', chiSquare: 14.2, pValue: 0.0002, mismatch: true } },
    });
    renderPage([experimentMock(mismatched), quietLive('f-1')]);
    const warning = await screen.findByText('Traffic is not splitting as configured');
    expect(warning.closest('.ant-alert')).toHaveClass('ant-alert-warning');
  });

  it('says so when the test does not exist, and offers Retry when it could not load', async () => {
    renderPage(
      [
        {
          request: { query: ExperimentDocument, variables: { id: 'gone' } },
          result: graphqlError('A/B test not found', 'NOT_FOUND'),
        },
      ],
      'gone',
    );
    expect(await screen.findByText('This A/B test does not exist, or it was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All A\/B tests/ })).toHaveAttribute('href', '/experiments');
  });

  it('offers Retry when the test could not load', async () => {
    const { user } = renderPage([
      {
        request: { query: ExperimentDocument, variables: { id: 'e-1' } },
        result: graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR'),
      },
      experimentMock(running),
      quietLive('f-1'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this A/B test.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome headline', { selector: 'h2' })).toBeInTheDocument();
  });
});

describe('ExperimentPage actions', () => {
  it('asks before starting; confirming starts the test', async () => {
    const started = makeExperiment({ updatedAt: '2026-11-03T00:00:00.000Z' });
    const start = experimentMutationMock(StartExperimentDocument, 'startExperiment', { id: 'e-1' }, started);
    const { user } = renderPage([experimentMock(draft), funnelConfigMock(), start, quietLive('f-1')]);
    await user.click(await screen.findByText('Start test').then(() => buttonByText('Start test')));
    const dialog = await findDialog('Start the A/B test?');
    expect(dialog).toHaveTextContent('Visitors of Welcome are split between the variants as they arrive.');
    expect(start.result).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await expectToast('Success', 'A/B test started');
    expect(start.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Running')).toBeInTheDocument();
  });

  it("does nothing when the confirmation is cancelled, and tells the api's refusal", async () => {
    const { user } = renderPage([
      experimentMock(draft),
      funnelConfigMock(),
      refusedMock(StartExperimentDocument, { id: 'e-1' }, 'Publish the funnel before starting its A/B test'),
    ]);
    await user.click(await screen.findByText('Start test').then(() => buttonByText('Start test')));
    await user.click(within(await findDialog('Start the A/B test?')).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose('Start the A/B test?');

    await user.click(buttonByText('Start test'));
    const dialogs = screen.getAllByText('Start the A/B test?', { selector: '.ant-modal-confirm-title' });
    const dialog = dialogs.at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await expectToast('Error', 'Publish the funnel before starting its A/B test');
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('asks before promoting a variant, saying it replaces the page and ends the test', async () => {
    const promoted = makeExperiment({ status: 'ended', winnerKey: 'B', endedAt: '2026-11-04T00:00:00.000Z' });
    const promote = experimentMutationMock(
      PromoteExperimentVariantDocument,
      'promoteExperimentVariant',
      { id: 'e-1', key: 'B' },
      promoted,
    );
    const { user } = renderPage([experimentMock(running), promote, quietLive('f-1')]);
    const b = await findVariant('Variant B · Short form');
    await user.click(within(b).getByRole('button', { name: 'Promote B' }));
    const dialog = await findDialog('Promote variant B · Short form?');
    expect(dialog).toHaveTextContent('Its page replaces Welcome in the funnel');
    expect(dialog).toHaveTextContent('the test ends');
    expect(dialog).toHaveTextContent('The other variants are archived');

    await user.click(within(dialog).getByRole('button', { name: 'Promote B' }));
    await expectToast('Success', 'Variant B is now the page');
    expect(promote.result).toHaveBeenCalledTimes(1);
    const after = await findVariant('Variant B · Short form');
    expect(await within(after).findByText('Promoted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument();
  });

  it('offers Delete on a paused test', async () => {
    renderPage([experimentMock(makeExperiment({ status: 'paused' }))]);
    expect(await screen.findByText('Resume')).toBeInTheDocument();
    expect(buttonByText('Delete')).toBeEnabled();
  });

  it('offers no Delete on a running test', async () => {
    renderPage([experimentMock(running)]);
    expect(await screen.findByText('Pause')).toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  });

  it.each([
    ['an ended', { status: 'ended' as const, endedAt: '2026-11-04T00:00:00.000Z' }],
    ['a paused', { status: 'paused' as const }],
  ])('deletes %s test after confirming and goes back to the list', async (_name, overrides) => {
    const ended = makeExperiment(overrides);
    const remove = {
      request: { query: DeleteExperimentDocument, variables: { id: 'e-1' } },
      result: jest.fn(() => ({ data: { __typename: 'Mutation' as const, deleteExperiment: 'e-1' } })),
    };
    const { user } = renderPage([experimentMock(ended), remove]);
    await user.click(await screen.findByText('Delete').then(() => buttonByText('Delete')));
    const dialog = await findDialog('Delete the A/B test "Welcome headline"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation()).toBe('/experiments'));
    expect(remove.result).toHaveBeenCalledTimes(1);
    await expectToast('Success', 'A/B test deleted');
  });
});

describe('ExperimentPage setup (draft)', () => {
  it('saves weights, names and a click goal chosen among the step’s buttons', async () => {
    const update = experimentMutationMock(
      UpdateExperimentDocument,
      'updateExperiment',
      {
        id: 'e-1',
        input: {
          name: 'Welcome headline',
          autoPromote: false,
          goals: {
            primary: { type: 'click', elementId: 'buy', label: 'Button: Buy now' },
            secondary: [],
          },
          weights: [
            { key: 'A', weight: 50 },
            { key: 'B', weight: 25 },
          ],
          variantNames: [
            { key: 'A', name: 'A' },
            { key: 'B', name: 'Shorter form' },
          ],
        },
      },
      { ...draft, updatedAt: '2026-11-03T00:00:00.000Z' },
    );
    const { user } = renderPage([experimentMock(draft), funnelConfigMock(), update]);
    const b = (await screen.findByText('Variant B', { selector: 'legend' })).closest('fieldset')!;
    expect(within(b).getByRole('link', { name: 'Edit page of variant B' })).toHaveAttribute(
      'href',
      '/builder/f-1?experiment=e-1&variant=B',
    );
    const name = within(b).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Shorter form');
    const weight = within(b).getByLabelText('Weight');
    await user.clear(weight);
    await user.type(weight, '25');
    expect(await within(b).findByText('33% of visitors')).toBeInTheDocument();

    await user.click(screen.getByLabelText('A click on an element'));
    await user.click(await screen.findByLabelText('Element clicked', { selector: 'input' }));
    await user.click(await screen.findByTitle('Button: Buy now'));
    await user.click(buttonByText('Save setup'));
    await expectToast('Success', 'A/B test saved');
    expect(update.result).toHaveBeenCalledTimes(1);
  });
});

describe('ExperimentPage setup: adding a variant', () => {
  it('saves the edits not saved yet first, so they are not lost, then adds the variant', async () => {
    const renamed = { ...draft, updatedAt: '2026-11-03T00:00:00.000Z' };
    const update = experimentMutationMock(
      UpdateExperimentDocument,
      'updateExperiment',
      {
        id: 'e-1',
        input: {
          name: 'Welcome headline',
          autoPromote: false,
          goals: { primary: { type: 'form' }, secondary: [] },
          weights: [
            { key: 'A', weight: 50 },
            { key: 'B', weight: 50 },
          ],
          variantNames: [
            { key: 'A', name: 'A' },
            { key: 'B', name: 'Bolder' },
          ],
        },
      },
      renamed,
    );
    const add = experimentMutationMock(
      AddExperimentVariantDocument,
      'addExperimentVariant',
      { id: 'e-1' },
      {
        ...renamed,
        updatedAt: '2026-11-03T00:01:00.000Z',
      },
    );
    const { user } = renderPage([experimentMock(draft), funnelConfigMock(), update, add]);
    const b = (await screen.findByText('Variant B', { selector: 'legend' })).closest('fieldset')!;
    const name = within(b).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Bolder');
    await user.click(buttonByText('Add variant'));
    await expectToast('Success', 'Variant added: a copy of the page as it is');
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(add.result).toHaveBeenCalledTimes(1);
  });

  it('adds nothing while an edit is not valid, and the form says why', async () => {
    const { user } = renderPage([experimentMock(draft), funnelConfigMock()]);
    const b = (await screen.findByText('Variant B', { selector: 'legend' })).closest('fieldset')!;
    await user.clear(within(b).getByLabelText('Name'));
    await user.click(buttonByText('Add variant'));
    expect(await within(b).findByText('A variant needs a name')).toBeInTheDocument();
  });
});

describe('ExperimentPage secondary goals', () => {
  it('saves clicks on a button as also measured beside forms sent', async () => {
    const update = experimentMutationMock(
      UpdateExperimentDocument,
      'updateExperiment',
      {
        id: 'e-1',
        input: {
          name: 'Welcome headline',
          autoPromote: false,
          goals: {
            primary: { type: 'form' },
            secondary: [{ type: 'click', elementId: 'buy', label: 'Button: Buy now' }],
          },
          weights: [
            { key: 'A', weight: 50 },
            { key: 'B', weight: 50 },
          ],
          variantNames: [
            { key: 'A', name: 'A' },
            { key: 'B', name: 'Short form' },
          ],
        },
      },
      { ...draft, updatedAt: '2026-11-03T00:00:00.000Z' },
    );
    const { user } = renderPage([experimentMock(draft), funnelConfigMock(), update]);
    await user.click(await screen.findByLabelText('Also measure', { selector: 'input' }));
    // A form sent is the conversion already: only the buttons are offered besides.
    expect(screen.queryByTitle('A form sent')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('A click on Button: Buy now'));
    await user.click(buttonByText('Save setup'));
    await expectToast('Success', 'A/B test saved');
    expect(update.result).toHaveBeenCalledTimes(1);
  });

  it('shows each variant’s rate of what is also measured, with its interval', async () => {
    const measured = makeExperiment({
      goals: {
        __typename: 'ExperimentGoals',
        primary: { __typename: 'ExperimentGoal', type: 'form', elementId: null, label: null },
        secondary: [
          { __typename: 'ExperimentGoal', type: 'click', elementId: 'buy', label: 'Button: Buy now' },
        ],
      },
      results: {
        variants: [
          variantFigures('A', {
            visitors: 200,
            conversions: 10,
            rate: 0.05,
            secondary: [
              { __typename: 'ExperimentGoalResult', conversions: 30, rate: 0.15, low: 0.107, high: 0.206 },
            ],
          }),
          variantFigures('B', {
            name: 'Short form',
            visitors: 210,
            conversions: 16,
            rate: 0.0762,
            secondary: [
              { __typename: 'ExperimentGoalResult', conversions: 21, rate: 0.1, low: 0.066, high: 0.148 },
            ],
          }),
        ],
      },
    });
    renderPage([experimentMock(measured)]);
    const b = await findVariant('Variant B · Short form');
    expect(within(b).getByText('A click on Button: Buy now')).toBeInTheDocument();
    expect(within(b).getByText('10.0% (6.6–14.8%)')).toBeInTheDocument();
    const a = await findVariant('Variant A');
    expect(within(a).getByText('15.0% (10.7–20.6%)')).toBeInTheDocument();
  });
});

describe('ExperimentPage live figures', () => {
  it('refetches the figures when a lead arrives on the funnel', async () => {
    const after = makeExperiment({
      results: {
        variants: [
          variantFigures('A', { visitors: 601, conversions: 31, rate: 0.0516 }),
          variantFigures('B', { name: 'Short form', visitors: 640, conversions: 40, rate: 0.0625 }),
        ],
      },
    });
    renderPage([
      experimentMock(running),
      experimentMock(after),
      {
        request: { query: LiveVisitorsChangedDocument, variables: { funnelId: 'f-1' } },
        result: {
          data: {
            __typename: 'Subscription',
            liveVisitors: {
              __typename: 'LiveVisitors',
              funnelId: 'f-1',
              visitorsNow: 4,
              conversion: { __typename: 'LiveConversion', funnelId: 'f-1', funnelName: 'Spring Launch' },
            },
          },
        },
        delay: 100,
      },
    ]);
    const b = await findVariant('Variant B · Short form');
    expect(figure(b, 'Visitors')).toBe('634');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, REPORT_REFETCH_DELAY_MS + 200));
    });
    await waitFor(() => expect(figure(b, 'Visitors')).toBe('640'));
  });
});
