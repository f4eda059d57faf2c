import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { App } from 'antd';
import {
  CancelFunnelGenerationDocument,
  FunnelGenerationChangedDocument,
  FunnelGenerationDocument,
  FunnelGeneratorSetupDocument,
  GenerateCompleteFunnelDocument,
  type FunnelGenerationFieldsFragment,
  type GenerateFunnelInput,
} from '../../gql/graphql';
import { usage } from '../../modules/ai/ai-test-fixtures';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { AiGeneratorPage } from './AiGeneratorPage';

const GENERATE = 'Generate Complete Funnel System';

function run(overrides: Partial<FunnelGenerationFieldsFragment> = {}): FunnelGenerationFieldsFragment {
  return {
    __typename: 'FunnelGeneration',
    id: 'run-1',
    status: 'queued',
    step: 'queued',
    stepLabel: 'Waiting to start',
    progress: 0,
    totalImages: 0,
    funnelId: null,
    editUrl: null,
    sequenceId: null,
    generator: null,
    imageGenerator: null,
    error: null,
    message: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function setupMock(active: FunnelGenerationFieldsFragment | null = null): MockLink.MockedResponse {
  return {
    request: { query: FunnelGeneratorSetupDocument },
    result: {
      data: {
        __typename: 'Query',
        aiTextGenerator: 'Offline generator',
        aiUsage: usage({ imageGenerator: 'Offline generator', imagesThisMonth: 2 }),
        activeFunnelGeneration: active,
      },
    },
  };
}

/** One funnelGenerationChanged event, `delay` ms after the subscription starts. */
function changed(value: FunnelGenerationFieldsFragment, delay: number): MockLink.MockedResponse {
  return {
    request: { query: FunnelGenerationChangedDocument },
    result: { data: { __typename: 'Subscription', funnelGenerationChanged: value } },
    delay,
  };
}

const quiet: MockLink.MockedResponse = {
  request: { query: FunnelGenerationChangedDocument },
  result: { data: null },
  delay: Infinity,
};

const BRIEF: GenerateFunnelInput = {
  businessType: 'fitness',
  targetAudience: 'busy parents',
  mainProduct: 'Home Strength in 20 Minutes',
  pricePoint: 'under-100',
  marketingGoal: 'sales',
};

function generateMock(
  answer: FunnelGenerationFieldsFragment | GraphQLError,
  input: GenerateFunnelInput = BRIEF,
): MockLink.MockedResponse {
  return {
    request: { query: GenerateCompleteFunnelDocument, variables: { input } },
    result:
      answer instanceof GraphQLError
        ? { errors: [answer] }
        : { data: { __typename: 'Mutation', generateCompleteFunnel: answer } },
  };
}

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  // Pointer checks read computed styles up the whole antd tree on every click: slow in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <App>
      <AiGeneratorPage />
      <LocationProbe />
    </App>,
    { path: '/ai-generator', mocks },
  );
  return user;
}

/** Types by pasting: key by key, the whole form re-renders for each character. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, brief = BRIEF) {
  await screen.findByLabelText('Target audience');
  await chooseOption(user, 'Business type', 'Fitness');
  await fill(user, 'Target audience', brief.targetAudience);
  await fill(user, 'Main product', brief.mainProduct);
  await chooseOption(user, 'Price point', 'Under $100');
  await chooseOption(user, 'Marketing goal', 'Sell a product');
}

beforeEach(() => {
  resetToasts();
  sessionStorage.clear();
});

describe('AiGeneratorPage', () => {
  it('enables the button only once all five answers are given, and says who writes and draws', async () => {
    const user = renderPage([setupMock(), quiet]);
    await screen.findByLabelText('Target audience');
    expect(buttonByText(GENERATE)).toBeDisabled();
    expect(screen.getByText('Answer all five questions to generate.')).toBeInTheDocument();
    expect(screen.getAllByText('Offline generator')).toHaveLength(2);
    expect(screen.getByText(/2 of 20 images this month/)).toBeInTheDocument();
    await chooseOption(user, 'Business type', 'Fitness');
    await fill(user, 'Target audience', 'busy parents');
    await fill(user, 'Main product', 'Home Strength');
    await chooseOption(user, 'Price point', 'Under $100');
    expect(buttonByText(GENERATE)).toBeDisabled();
    await chooseOption(user, 'Marketing goal', 'Sell a product');
    expect(buttonByText(GENERATE)).toBeEnabled();
  });

  it("says 'Missing Information' naming each blank required answer, and asks nothing of the server", async () => {
    const user = renderPage([setupMock(), quiet]);
    await answerAll(user);
    await fill(user, 'Target audience', '   ');
    await fill(user, 'Main product', ' ');
    await user.click(buttonByText(GENERATE));
    await expectToast('Missing Information', 'Please fill in the target audience and main product.');
    expect(screen.queryByText('Generating your funnel')).not.toBeInTheDocument();
  });

  it('starts the run with the five answers and shows where it is, disabling the form', async () => {
    const user = renderPage([
      setupMock(),
      quiet,
      generateMock(
        run({
          status: 'running',
          step: 'images',
          stepLabel: 'Generating image 2 of 4',
          progress: 0.41,
          generator: 'Offline generator',
        }),
      ),
    ]);
    await answerAll(user);
    await user.click(buttonByText(GENERATE));
    const progress = await screen.findByRole('region', { name: 'Generating your funnel' });
    expect(within(progress).getByText('Generating image 2 of 4…')).toBeInTheDocument();
    expect(within(progress).getByText('41%')).toBeInTheDocument();
    expect(within(progress).getByText('Offline generator')).toBeInTheDocument();
    expect(screen.getByLabelText('Main product')).toBeDisabled();
    expect(sessionStorage.getItem('ff.funnelGeneration')).toBe('run-1');
  });

  it('told by the subscription that the run completed, opens the builder at the editUrl', async () => {
    sessionStorage.setItem('ff.funnelGeneration', 'run-1');
    const going = run({ status: 'running', step: 'pages', stepLabel: 'Building the pages', progress: 0.75 });
    renderPage([
      setupMock(going),
      {
        request: { query: FunnelGenerationDocument, variables: { id: 'run-1' } },
        result: { data: { __typename: 'Query', funnelGeneration: going } },
      },
      changed(
        run({
          status: 'completed',
          step: 'done',
          stepLabel: 'Done',
          progress: 1,
          totalImages: 4,
          funnelId: 'f-9',
          editUrl: '/builder/f-9',
          message: 'Your funnel is ready: 4 images, 2 pages and a 5-email sequence.',
        }),
        800,
      ),
    ]);
    // The run still going is shown until its end arrives (the test of a run picked up after a
    // reload reads it): on a slow machine the first render can outlast the event's delay.
    await expectToast('Funnel generated', 'Your funnel is ready: 4 images, 2 pages and a 5-email sequence.');
    await waitFor(() => expect(currentLocation()).toBe('/builder/f-9'));
    expect(sessionStorage.getItem('ff.funnelGeneration')).toBeNull();
  });

  it('opens the builder when the run this tab started ended during a reload', async () => {
    sessionStorage.setItem('ff.funnelGeneration', 'run-1');
    renderPage([
      setupMock(),
      quiet,
      {
        request: { query: FunnelGenerationDocument, variables: { id: 'run-1' } },
        result: {
          data: {
            __typename: 'Query',
            funnelGeneration: run({
              status: 'completed',
              step: 'done',
              progress: 1,
              editUrl: '/builder/f-2',
            }),
          },
        },
      },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/builder/f-2'));
  });

  it("a failed run says 'Generation Failed' with the spec's text and keeps the answers for another try", async () => {
    const user = renderPage([
      setupMock(),
      generateMock(run()),
      changed(
        run({
          status: 'failed',
          stepLabel: 'Failed',
          error: 'The AI answer could not be used; please try again',
        }),
        500,
      ),
    ]);
    await answerAll(user);
    await user.click(buttonByText(GENERATE));
    await expectToast('Generation Failed', 'Failed to generate complete funnel system. Please try again.');
    expect(
      await screen.findByText(
        'Failed to generate complete funnel system. Please try again. (The AI answer could not be used; please try again)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Main product')).toHaveValue(BRIEF.mainProduct);
    expect(buttonByText(GENERATE)).toBeEnabled();
    expect(currentLocation()).toBe('/ai-generator');
  });

  it('picks up a run still going after a reload, and stops it after a confirmation', async () => {
    const going = run({ status: 'running', step: 'copy', stepLabel: 'Writing the copy', progress: 0.05 });
    const user = renderPage([
      setupMock(going),
      quiet,
      {
        request: { query: CancelFunnelGenerationDocument, variables: { id: 'run-1' } },
        result: {
          data: {
            __typename: 'Mutation',
            cancelFunnelGeneration: run({ status: 'cancelled', stepLabel: 'Cancelled', progress: 0.05 }),
          },
        },
      },
    ]);
    const progress = await screen.findByRole('region', { name: 'Generating your funnel' });
    expect(within(progress).getByText('Writing the copy…')).toBeInTheDocument();
    await user.click(within(progress).getByText('Stop'));
    const question = await screen.findByText('Stop generating this funnel?', {
      selector: '.ant-modal-confirm-title',
    });
    const dialog = question.closest<HTMLElement>('.ant-modal');
    await user.click(within(dialog as HTMLElement).getByText('Stop generating'));
    await expectToast('Generation cancelled');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Generating your funnel' })).not.toBeInTheDocument(),
    );
    expect(buttonByText(GENERATE)).toBeDisabled();
  });

  it("shows the server's refusal next to the answer it concerns", async () => {
    const user = renderPage([
      setupMock(),
      quiet,
      generateMock(
        new GraphQLError('The main product must be at most 200 characters', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { mainProduct: 'The main product must be at most 200 characters' },
          },
        }),
      ),
    ]);
    await answerAll(user);
    await user.click(buttonByText(GENERATE));
    await expectToast('Generation Failed', 'The main product must be at most 200 characters');
    const item = screen.getByLabelText('Main product').closest<HTMLElement>('.ant-form-item');
    expect(
      await within(item as HTMLElement).findByText('The main product must be at most 200 characters'),
    ).toBeInTheDocument();
  });
});
