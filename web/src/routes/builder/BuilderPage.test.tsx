import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Link, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { assignLocation } from '../../app/browser-navigation';
import { theme } from '../../app/theme';
import { ToastHost } from '../../app/toast/ToastHost';
import type { CanvasWidth, PalettePlace } from '../../builder/Canvas';
import { readConfig } from '../../page-model/config';
import { draftKey } from '../../builder/use-local-draft';
import {
  BuilderExperimentVariantDocument,
  BuilderFunnelDocument,
  BuilderTemplateDocument,
  CreateExperimentDocument,
  SaveBuilderVariantDocument,
  CreateFunnelDocument,
  UpdateFunnelDocument,
  type BuilderFunnelFragment,
  type CreateFunnelMutationVariables,
  type SaveBuilderVariantMutationVariables,
  type UpdateFunnelMutationVariables,
} from '../../gql/graphql';
import { buttonByText } from '../../test/dom';
import { graphqlError } from '../../test/funnel-fixtures';
import { LocationProbe, currentLocation } from '../../test/location';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { makeExperiment } from '../../modules/experiments/experiment-test-fixtures';
import { BuilderPage } from './BuilderPage';

jest.mock('../../app/browser-navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;

/** Lets one test make the canvas fail to draw, to reach the builder's error boundary. */
let mockCanvasFails = false;
jest.mock('../../builder/Canvas', () => {
  type CanvasProps = { width: CanvasWidth; funnelId: string | null; palette: PalettePlace };
  const actual = jest.requireActual<{ Canvas: (props: CanvasProps) => ReactNode }>('../../builder/Canvas');
  return {
    ...actual,
    Canvas: (props: CanvasProps) => {
      if (mockCanvasFails) throw new Error('The canvas could not be drawn');
      return actual.Canvas(props);
    },
  };
});

const FUNNEL_ID = 'f-42';
const NEW_ID = 'f-77';
const TEMPLATE_ID = 't-7';

const pageBackground = { color: '#ffffff', gradient: '', useGradient: false };

const savedElements = [
  { id: 'h1', type: 'headline', content: 'Grow Your List Faster', styles: { fontSize: '32px' } },
  { id: 't1', type: 'text', content: 'Join 5,000 marketers who get one tip a week.', styles: {} },
];

const savedConfig = { version: 1, elements: savedElements, pageBackground };

function makeFunnel(overrides: Partial<BuilderFunnelFragment> = {}): BuilderFunnelFragment {
  return {
    __typename: 'Funnel',
    id: FUNNEL_ID,
    name: 'Spring Launch',
    templateType: 'sales',
    status: 'draft',
    config: savedConfig,
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** The funnel as BuilderFunnel answers it; `delay` counts each request it answers. */
function funnelMock(
  funnel: BuilderFunnelFragment = makeFunnel(),
  delay: number | MockLink.DelayFunction = 0,
): MockLink.MockedResponse {
  return {
    request: { query: BuilderFunnelDocument, variables: { id: funnel.id } },
    result: { data: { __typename: 'Query', funnel } },
    delay,
  };
}

const templateConfig = {
  version: 1,
  elements: [
    { id: 'tpl-h', type: 'headline', content: 'Webinar: Scale Your Store', styles: {} },
    { id: 'tpl-b', type: 'button', content: 'Save My Seat', styles: {}, action: 'form' },
  ],
  pageBackground: { color: '#f8fafc', gradient: '', useGradient: false },
};

function templateMock(): MockLink.MockedResponse {
  return {
    request: { query: BuilderTemplateDocument, variables: { id: TEMPLATE_ID } },
    result: {
      data: {
        __typename: 'Query',
        template: {
          __typename: 'Template',
          id: TEMPLATE_ID,
          name: 'Webinar Registration',
          category: 'events',
          config: templateConfig,
        },
      },
    },
  };
}

type CreateResult = jest.Mock<
  { data: { __typename: 'Mutation'; createFunnel: BuilderFunnelFragment } },
  [CreateFunnelMutationVariables]
>;
type UpdateResult = jest.Mock<
  { data: { __typename: 'Mutation'; updateFunnel: BuilderFunnelFragment } },
  [UpdateFunnelMutationVariables]
>;

/** CreateFunnel answering with the funnel it was given, as `id`; the jest.fn sees the variables. */
function createMock(id = NEW_ID, delay = 0): { mock: MockLink.MockedResponse; result: CreateResult } {
  const result: CreateResult = jest.fn((variables: CreateFunnelMutationVariables) => ({
    data: {
      __typename: 'Mutation' as const,
      createFunnel: makeFunnel({
        id,
        name: variables.input.name ?? '',
        templateType: variables.input.templateType ?? 'landing',
        config: variables.input.config ?? {},
      }),
    },
  }));
  return { mock: { request: { query: CreateFunnelDocument, variables: () => true }, result, delay }, result };
}

function updateMock(delay = 0): { mock: MockLink.MockedResponse; result: UpdateResult } {
  const result: UpdateResult = jest.fn((variables: UpdateFunnelMutationVariables) => ({
    data: {
      __typename: 'Mutation' as const,
      updateFunnel: makeFunnel({
        id: String(variables.id),
        name: variables.input.name ?? '',
        templateType: variables.input.templateType ?? 'landing',
        config: variables.input.config ?? {},
      }),
    },
  }));
  return { mock: { request: { query: UpdateFunnelDocument, variables: () => true }, result, delay }, result };
}

/**
 * The builder as the app mounts it: one data router (the unsaved guard needs useBlocker) whose
 * catch-all route holds the app's routes, so /builder and /builder/:id share the same page
 * instance; a link elsewhere stands in for the app shell's navigation. Providers as renderWithApp.
 */
function renderBuilder(path: string, mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Link to="/funnels">My Funnels</Link>
            <Routes>
              <Route path="/builder" element={<BuilderPage />} />
              <Route path="/builder/:id" element={<BuilderPage />} />
              <Route path="/funnels" element={<h1>Funnels list</h1>} />
            </Routes>
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MockedProvider mocks={mocks}>
      <ConfigProvider theme={theme}>
        <ToastHost>
          <RouterProvider router={router} />
        </ToastHost>
      </ConfigProvider>
    </MockedProvider>,
  );
  return { user, router, ...view };
}

/** The types of the elements on the canvas, top to bottom. */
function canvasTypes(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.ff-canvas [data-element-type]')).map(
    (el) => el.dataset.elementType ?? '',
  );
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Funnel name');

/** Waits for the spinner to go and the canvas to be drawn. */
async function findCanvas(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.queryByText('Loading funnel')).not.toBeInTheDocument());
  return screen.findByLabelText('Page canvas');
}

/** The 'Leave without saving?' confirmation. */
async function findLeaveConfirmation(): Promise<HTMLElement> {
  const title = await screen.findByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });
  const dialog = title.closest<HTMLElement>('.ant-modal-confirm, .ant-modal');
  if (!dialog) throw new Error('The question is not in a modal');
  return dialog;
}

const storedDraft = (
  funnelId: string | null,
): { doc: { name: string; elements: { type: string }[] } } | null => {
  const raw = window.localStorage.getItem(draftKey(funnelId));
  if (!raw) return null;
  // Drafts keep the funnel's steps; these tests look at the first step's page.
  const draft = JSON.parse(raw) as { doc: { name: string; steps: Array<{ elements: { type: string }[] }> } };
  return { doc: { name: draft.doc.name, elements: draft.doc.steps?.[0]?.elements ?? [] } };
};

beforeEach(() => {
  assign.mockReset();
  resetToasts();
  window.localStorage.clear();
  mockCanvasFails = false;
});

/**
 * Fake timers for one test. React's scheduler posts its work through the test MessageChannel,
 * which runs on setTimeout: whatever it posted under fake timers must run before real timers
 * return, or the scheduler waits for it forever and every later test hangs.
 */
let fakeClock = false;
function useFakeClock() {
  jest.useFakeTimers();
  fakeClock = true;
}

afterEach(() => {
  // After the testing library's own cleanup has unmounted the page.
  if (fakeClock) {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    fakeClock = false;
  }
  window.history.replaceState(null, '', '/');
});

describe("BuilderPage: the funnel's live address (issue 14)", () => {
  it('shows where a published funnel is live and copies the address', async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [
      funnelMock(makeFunnel({ status: 'published' })),
    ]);
    await findCanvas();
    const url = `${window.location.origin}/p/${FUNNEL_ID}`;
    const live = screen.getByTestId('funnel-live-link');
    expect(within(live).getByRole('link', { name: url })).toHaveAttribute('href', url);
    await user.click(within(live).getByRole('button', { name: 'Copy the live link' }));
    await expectToast('Link copied!', url);
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });

  it('says a draft is not published yet, and where to publish it', async () => {
    renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    const live = screen.getByTestId('funnel-live-link');
    expect(live).toHaveTextContent('Not published: publish it from My Funnels to get a live link.');
    expect(within(live).queryByRole('link')).not.toBeInTheDocument();
    expect(within(live).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a new funnel must be saved and published first', async () => {
    renderBuilder('/builder', []);
    await findCanvas();
    expect(screen.getByTestId('funnel-live-link')).toHaveTextContent(
      'Not published: save the funnel, then publish it from My Funnels.',
    );
  });
});

describe('BuilderPage loading a funnel', () => {
  it('shows a spinner while the funnel loads, then its elements and its name', async () => {
    renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock(makeFunnel(), 150)]);
    expect(screen.getByText('Loading funnel').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByLabelText('Page canvas')).not.toBeInTheDocument();

    await findCanvas();
    expect(await screen.findByText('Grow Your List Faster', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Join 5,000 marketers who get one tip a week.')).toBeInTheDocument();
    expect(canvasTypes()).toEqual(['headline', 'text']);
    expect(nameField()).toHaveValue('Spring Launch');
    expect(screen.queryByText('Start Building Your Funnel')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Preview').closest('a')).toHaveAttribute('href', `/preview/${FUNNEL_ID}`);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it("opens a blank page at /builder without asking for anything: 'Untitled Funnel' and the empty canvas", async () => {
    renderBuilder('/builder', []);
    expect(await screen.findByText('Start Building Your Funnel')).toBeInTheDocument();
    expect(screen.getByText('Add elements from the sidebar to begin')).toBeInTheDocument();
    expect(screen.queryByText('Add elements from the toolbar below to begin')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Untitled Funnel');
    expect(screen.queryByText('Loading funnel')).not.toBeInTheDocument();
  });

  it('points to the toolbar below on a phone, where the elements are added from a bottom toolbar', async () => {
    const desktopWidth = window.innerWidth;
    window.innerWidth = 390;
    try {
      renderBuilder('/builder', []);
      expect(await screen.findByText('Start Building Your Funnel')).toBeInTheDocument();
      expect(screen.getByText('Add elements from the toolbar below to begin')).toBeInTheDocument();
      expect(screen.queryByText('Add elements from the sidebar to begin')).not.toBeInTheDocument();
      const palette = screen.getByRole('navigation', { name: 'Add elements' });
      expect(palette).toHaveClass('ff-palette--toolbar');
    } finally {
      window.innerWidth = desktopWidth;
    }
  });

  it("retries a network failure 3 times, then says 'Error Loading Funnel' and starts with an empty funnel", async () => {
    useFakeClock();
    const requests = jest.fn(() => 0);
    renderBuilder(`/builder/${FUNNEL_ID}`, [
      {
        request: { query: BuilderFunnelDocument, variables: { id: FUNNEL_ID } },
        error: new Error('Network request failed'),
        delay: requests,
        maxUsageCount: 10,
      },
    ]);
    expect(screen.getByText('Loading funnel')).toBeInTheDocument();
    const toast = await expectToast(
      'Error Loading Funnel',
      'Failed to load funnel data. Starting with empty funnel.',
    );
    expect(toast).toHaveClass('ant-notification-notice-error');
    // The first try and three more.
    expect(requests).toHaveBeenCalledTimes(4);
    expect(await screen.findByText('Start Building Your Funnel')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Untitled Funnel');
    expect(canvasTypes()).toEqual([]);
    // Nothing is fetched after giving up.
    act(() => jest.advanceTimersByTime(10_000));
    expect(requests).toHaveBeenCalledTimes(4);
  });

  it('succeeds on a retry after a network failure, without a toast', async () => {
    useFakeClock();
    renderBuilder(`/builder/${FUNNEL_ID}`, [
      {
        request: { query: BuilderFunnelDocument, variables: { id: FUNNEL_ID } },
        error: new Error('Network request failed'),
        delay: 0,
      },
      funnelMock(),
    ]);
    expect(await screen.findByText('Grow Your List Faster', { selector: 'h2' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Spring Launch');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it.each([
    ['NOT_FOUND', 'Funnel not found'],
    ['FORBIDDEN', 'You cannot edit this funnel'],
  ])('does not retry when the server answers %s', async (code, message) => {
    const requests = jest.fn(() => 0);
    renderBuilder(`/builder/${FUNNEL_ID}`, [
      {
        request: { query: BuilderFunnelDocument, variables: { id: FUNNEL_ID } },
        result: graphqlError(message, code),
        delay: requests,
        maxUsageCount: 10,
      },
    ]);
    await expectToast('Error Loading Funnel', 'Failed to load funnel data. Starting with empty funnel.');
    expect(requests).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Start Building Your Funnel')).toBeInTheDocument();
    // Longer than the first retry's wait: still one request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it("leaves an ended session's 'Unauthorized' on screen: no 'Error Loading Funnel' over it, no retry", async () => {
    const requests = jest.fn(() => 0);
    renderBuilder(`/builder/${FUNNEL_ID}`, [
      {
        request: { query: BuilderFunnelDocument, variables: { id: FUNNEL_ID } },
        result: graphqlError('Not signed in', 'UNAUTHENTICATED'),
        delay: requests,
        maxUsageCount: 10,
      },
    ]);
    await expectToast('Unauthorized', 'You are logged out. Logging in again...');
    expect(await screen.findByText('Start Building Your Funnel')).toBeInTheDocument();
    // The sign-in redirect (500 ms) comes; the toast is still the session's.
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Error Loading Funnel')).not.toBeInTheDocument();
    await expectToast('Unauthorized', 'You are logged out. Logging in again...');
    expect(requests).toHaveBeenCalledTimes(1);
  });
});

describe('BuilderPage with ?template=', () => {
  it("loads the template's elements and says 'Template Loaded'", async () => {
    renderBuilder(`/builder?template=${TEMPLATE_ID}`, [templateMock()]);
    const toast = await expectToast('Template Loaded', 'Successfully loaded template: Webinar Registration');
    expect(toast).toHaveClass('ant-notification-notice-success');
    expect(await screen.findByText('Webinar: Scale Your Store', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Save My Seat')).toBeInTheDocument();
    expect(canvasTypes()).toEqual(['headline', 'button']);
    expect(nameField()).toHaveValue('Webinar Registration');
    // Not saved yet: no preview.
    expect(screen.getByLabelText('Preview')).toBeDisabled();
  });

  it("says 'Failed to load template. Starting with blank canvas.' when the template cannot be loaded", async () => {
    renderBuilder(`/builder?template=${TEMPLATE_ID}`, [
      {
        request: { query: BuilderTemplateDocument, variables: { id: TEMPLATE_ID } },
        result: graphqlError('Template not found', 'NOT_FOUND'),
      },
    ]);
    const toast = await expectToast('Error', 'Failed to load template. Starting with blank canvas.');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(await screen.findByText('Start Building Your Funnel')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Untitled Funnel');
  });
});

describe('BuilderPage saving', () => {
  it('creates a new funnel from the page, says so, and moves to its own address', async () => {
    const create = createMock();
    const { user } = renderBuilder(`/builder?template=${TEMPLATE_ID}`, [templateMock(), create.mock]);
    await expectToast('Template Loaded');
    await findCanvas();
    await user.click(screen.getByLabelText('Add Headline'));
    await waitFor(() => expect(canvasTypes()).toEqual(['headline', 'button', 'headline']));

    await user.click(buttonByText('Save'));
    await expectToast('Success', 'Funnel saved successfully!');
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(create.result).toHaveBeenCalledWith({
      input: {
        name: 'Webinar Registration',
        templateType: 'events',
        config: {
          version: 2,
          steps: [
            expect.objectContaining({
              elements: [
                { id: 'tpl-h', type: 'headline', content: 'Webinar: Scale Your Store', styles: {} },
                { id: 'tpl-b', type: 'button', content: 'Save My Seat', styles: {}, action: 'form' },
                expect.objectContaining({ type: 'headline', content: 'Your Headline Here' }),
              ],
              pageBackground: { color: '#f8fafc', gradient: '', useGradient: false },
            }),
          ],
        },
      },
    });
    await waitFor(() => expect(currentLocation()).toBe(`/builder/${NEW_ID}`));
    // The page stays open as it is: not fetched again (no BuilderFunnel mock), nothing lost.
    expect(canvasTypes()).toEqual(['headline', 'button', 'headline']);
    expect(screen.getByLabelText('Preview').closest('a')).toHaveAttribute('href', `/preview/${NEW_ID}`);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Error Loading Funnel')).not.toBeInTheDocument();
  });

  it("saves a blank page under 'Untitled Funnel' when the name is left empty", async () => {
    const create = createMock();
    const { user } = renderBuilder('/builder', [create.mock]);
    await findCanvas();
    await user.clear(nameField());
    await user.click(buttonByText('Save'));
    await expectToast('Success', 'Funnel saved successfully!');
    expect(create.result).toHaveBeenCalledWith({
      input: {
        name: 'Untitled Funnel',
        templateType: 'landing',
        config: readConfig({ elements: [], pageBackground }),
      },
    });
  });

  it('updates an existing funnel, showing Saving... while the save is pending', async () => {
    const update = updateMock(300);
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock(), update.mock]);
    await findCanvas();
    await user.clear(nameField());
    await user.type(nameField(), 'Summer Launch');
    expect(screen.getByLabelText('Unsaved changes')).toBeInTheDocument();

    await user.click(buttonByText('Save'));
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();

    await expectToast('Success', 'Funnel saved successfully!');
    expect(buttonByText('Save')).toBeInTheDocument();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Unsaved changes')).not.toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(update.result).toHaveBeenCalledWith({
      id: FUNNEL_ID,
      input: { name: 'Summer Launch', templateType: 'sales', config: readConfig(savedConfig) },
    });
    expect(currentLocation()).toBe(`/builder/${FUNNEL_ID}`);
  });

  it("shows the server's message when saving fails, and keeps the changes", async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [
      funnelMock(),
      {
        request: { query: UpdateFunnelDocument, variables: () => true },
        result: graphqlError('The page is too large to save (512 KB at most)', 'BAD_USER_INPUT'),
      },
    ]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Text'));
    await user.click(buttonByText('Save'));
    const toast = await expectToast('Error', 'The page is too large to save (512 KB at most)');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(canvasTypes()).toEqual(['headline', 'text', 'text']);
    expect(screen.getByLabelText('Unsaved changes')).toBeInTheDocument();
    expect(buttonByText('Save')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'Failed to save funnel' when the save fails without a message of its own", async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [
      funnelMock(),
      {
        request: { query: UpdateFunnelDocument, variables: () => true },
        error: new Error('Network request failed'),
      },
    ]);
    await findCanvas();
    await user.click(buttonByText('Save'));
    await expectToast('Error', 'Failed to save funnel');
  });

  it("says 'Session Expired' and goes to sign in 1 s later when the session has ended", async () => {
    useFakeClock();
    window.history.replaceState(null, '', `/builder/${FUNNEL_ID}`);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBuilder(`/builder/${FUNNEL_ID}`, [
      funnelMock(),
      {
        request: { query: UpdateFunnelDocument, variables: () => true },
        result: graphqlError('Not signed in', 'UNAUTHENTICATED'),
      },
    ]);
    await findCanvas();
    await user.click(buttonByText('Save'));
    const toast = await expectToast('Session Expired', 'Please log in again.');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(800));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(`/builder/${FUNNEL_ID}`)}`);
  });

  it('saves a new funnel once when Ctrl+S is pressed again while the save is pending', async () => {
    const create = createMock(NEW_ID, 300);
    const { user } = renderBuilder('/builder', [{ ...create.mock, maxUsageCount: 2 }]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Headline'));
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    await expectToast('Success', 'Funnel saved successfully!');
    await waitFor(() => expect(currentLocation()).toBe(`/builder/${NEW_ID}`));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(create.result).toHaveBeenCalledTimes(1);
  });
});

describe('BuilderPage local draft', () => {
  it('keeps an unsaved change in this browser, offers it back on reopening, and restores it', async () => {
    const first = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    expect(storedDraft(FUNNEL_ID)).toBeNull();
    await first.user.click(screen.getByLabelText('Add Divider'));
    await waitFor(() => expect(storedDraft(FUNNEL_ID)).not.toBeNull());
    expect(storedDraft(FUNNEL_ID)?.doc.elements.map((el) => el.type)).toEqual([
      'headline',
      'text',
      'divider',
    ]);
    first.unmount();

    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    expect(await screen.findByText(/^You have unsaved changes from /)).toBeInTheDocument();
    expect(
      screen.getByText('They were kept in this browser when the page closed before saving.'),
    ).toBeInTheDocument();
    // The saved funnel is shown until the draft is taken back.
    expect(canvasTypes()).toEqual(['headline', 'text']);

    await user.click(buttonByText('Restore'));
    expect(canvasTypes()).toEqual(['headline', 'text', 'divider']);
    expect(screen.queryByText(/^You have unsaved changes from /)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Unsaved changes')).toBeInTheDocument();
    // Undo goes back to the saved page.
    await user.click(screen.getByLabelText('Undo'));
    expect(canvasTypes()).toEqual(['headline', 'text']);
  });

  it('forgets the draft when it is discarded', async () => {
    window.localStorage.setItem(
      draftKey(FUNNEL_ID),
      JSON.stringify({
        doc: { name: 'Spring Launch (draft)', templateType: 'sales', elements: [], pageBackground },
        savedAt: Date.parse('2026-11-22T09:30:00.000Z'),
      }),
    );
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    expect(await screen.findByText(/^You have unsaved changes from /)).toBeInTheDocument();
    await user.click(buttonByText('Discard'));
    expect(screen.queryByText(/^You have unsaved changes from /)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey(FUNNEL_ID))).toBeNull();
    expect(canvasTypes()).toEqual(['headline', 'text']);
    expect(nameField()).toHaveValue('Spring Launch');
    expect(screen.queryByLabelText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('does not offer a draft that is the same as the saved funnel', async () => {
    window.localStorage.setItem(
      draftKey(FUNNEL_ID),
      JSON.stringify({
        doc: { name: 'Spring Launch', templateType: 'sales', elements: savedElements, pageBackground },
        savedAt: Date.now(),
      }),
    );
    renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^You have unsaved changes from /)).not.toBeInTheDocument();
  });

  it('clears the draft once the funnel is saved', async () => {
    const update = updateMock();
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock(), update.mock]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Spacer'));
    await waitFor(() => expect(storedDraft(FUNNEL_ID)).not.toBeNull());

    await user.click(buttonByText('Save'));
    await expectToast('Success', 'Funnel saved successfully!');
    expect(window.localStorage.getItem(draftKey(FUNNEL_ID))).toBeNull();
    // And it is not written back afterwards.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(window.localStorage.getItem(draftKey(FUNNEL_ID))).toBeNull();
  });

  it("keeps a new funnel's draft under 'new' and clears it when the funnel is first saved", async () => {
    const create = createMock();
    const { user } = renderBuilder('/builder', [create.mock]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Headline'));
    await waitFor(() => expect(storedDraft(null)?.doc.elements.map((el) => el.type)).toEqual(['headline']));

    await user.click(buttonByText('Save'));
    await expectToast('Success', 'Funnel saved successfully!');
    await waitFor(() => expect(currentLocation()).toBe(`/builder/${NEW_ID}`));
    expect(window.localStorage.getItem(draftKey(null))).toBeNull();
    expect(window.localStorage.getItem(draftKey(NEW_ID))).toBeNull();
  });

  it("keeps a new funnel's draft until it is restored or discarded", async () => {
    window.localStorage.setItem(
      draftKey(null),
      JSON.stringify({
        doc: { name: 'My idea', templateType: 'landing', elements: savedElements, pageBackground },
        savedAt: Date.now(),
      }),
    );
    const first = renderBuilder('/builder', []);
    await findCanvas();
    expect(await screen.findByText(/^You have unsaved changes from /)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the 400 ms write delay
    expect(storedDraft(null)?.doc.name).toBe('My idea');
    first.unmount();
    renderBuilder('/builder', []);
    await findCanvas();
    expect(await screen.findByText(/^You have unsaved changes from /)).toBeInTheDocument();
  });
});

describe('BuilderPage unsaved guard', () => {
  it("asks 'Leave without saving?' when leaving with unsaved changes; Stay keeps the builder", async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Headline'));
    await user.click(screen.getByText('My Funnels'));

    const dialog = await findLeaveConfirmation();
    expect(
      within(dialog).getByText(
        'Your changes to this funnel are not saved. They stay in this browser and are offered back next time.',
      ),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe(`/builder/${FUNNEL_ID}`);

    await user.click(within(dialog).getByText('Stay'));
    await waitFor(() => expect(screen.queryAllByText('Leave without saving?')).toHaveLength(0));
    expect(currentLocation()).toBe(`/builder/${FUNNEL_ID}`);
    expect(screen.queryByText('Funnels list')).not.toBeInTheDocument();
    expect(canvasTypes()).toEqual(['headline', 'text', 'headline']);

    // Still unsaved: leaving again asks again.
    await user.click(screen.getByText('My Funnels'));
    expect(await findLeaveConfirmation()).toBeInTheDocument();
    expect(currentLocation()).toBe(`/builder/${FUNNEL_ID}`);
  });

  it('leaves when Leave is chosen', async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Headline'));
    await user.click(screen.getByText('My Funnels'));
    const dialog = await findLeaveConfirmation();

    await user.click(within(dialog).getByText('Leave'));
    expect(await screen.findByText('Funnels list')).toBeInTheDocument();
    expect(currentLocation()).toBe('/funnels');
    expect(screen.queryByLabelText('Page canvas')).not.toBeInTheDocument();
  });

  it('does not ask when nothing has changed', async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    await user.click(screen.getByText('My Funnels'));
    expect(await screen.findByText('Funnels list')).toBeInTheDocument();
    expect(currentLocation()).toBe('/funnels');
    expect(screen.queryAllByText('Leave without saving?')).toHaveLength(0);
  });

  it('does not ask once the changes are saved', async () => {
    const update = updateMock();
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock(), update.mock]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Headline'));
    await user.click(buttonByText('Save'));
    await expectToast('Success', 'Funnel saved successfully!');
    await user.click(screen.getByText('My Funnels'));
    expect(await screen.findByText('Funnels list')).toBeInTheDocument();
    expect(screen.queryAllByText('Leave without saving?')).toHaveLength(0);
  });

  it('asks the browser to confirm closing the tab only while there are unsaved changes', async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.click(screen.getByLabelText('Add Headline'));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('keeps a change made just before leaving in the draft', async () => {
    renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByLabelText('Add Headline'));
    await user.click(screen.getByText('My Funnels'));
    await user.click(within(await findLeaveConfirmation()).getByText('Leave'));
    expect(await screen.findByText('Funnels list')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(storedDraft(FUNNEL_ID)?.doc.elements.map((el) => el.type)).toEqual([
      'headline',
      'text',
      'headline',
    ]);
  });
});

describe('BuilderPage keyboard shortcuts', () => {
  it('undoes an added element with Ctrl+Z and redoes it with Ctrl+Shift+Z (or Ctrl+Y)', async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Button'));
    expect(canvasTypes()).toEqual(['headline', 'text', 'button']);

    await user.keyboard('{Control>}z{/Control}');
    expect(canvasTypes()).toEqual(['headline', 'text']);
    expect(screen.queryByLabelText('Unsaved changes')).not.toBeInTheDocument();

    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(canvasTypes()).toEqual(['headline', 'text', 'button']);

    await user.keyboard('{Control>}z{/Control}');
    expect(canvasTypes()).toEqual(['headline', 'text']);
    await user.keyboard('{Control>}y{/Control}');
    expect(canvasTypes()).toEqual(['headline', 'text', 'button']);
  });

  it('leaves Ctrl+Z to the field being typed in', async () => {
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
    await findCanvas();
    await user.click(screen.getByLabelText('Add Button'));
    await user.click(nameField());
    await user.keyboard('{Control>}z{/Control}');
    expect(canvasTypes()).toEqual(['headline', 'text', 'button']);
  });

  it('saves with Ctrl+S, even from the name field', async () => {
    const update = updateMock();
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock(), update.mock]);
    await findCanvas();
    await user.clear(nameField());
    await user.type(nameField(), 'Autumn Launch');
    await user.keyboard('{Control>}s{/Control}');
    await expectToast('Success', 'Funnel saved successfully!');
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(update.result).toHaveBeenCalledWith({
      id: FUNNEL_ID,
      input: { name: 'Autumn Launch', templateType: 'sales', config: readConfig(savedConfig) },
    });
  });
});

describe('BuilderPage drawing failure', () => {
  it('names the funnel when the builder cannot draw it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      mockCanvasFails = true;
      renderBuilder(`/builder/${FUNNEL_ID}`, [funnelMock()]);
      expect(await screen.findByText('The builder could not show this funnel')).toBeInTheDocument();
      expect(
        screen.getByText(new RegExp(`Something in funnel ${FUNNEL_ID} could not be drawn`)),
      ).toBeInTheDocument();
      expect(buttonByText('Reload')).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('an A/B test variant', () => {
  const variantElements = [{ id: 'vb', type: 'headline', content: 'A bolder promise', styles: {} }];
  const experimentMock: MockLink.MockedResponse = {
    request: { query: BuilderExperimentVariantDocument, variables: { id: 'e-1' } },
    result: {
      data: {
        __typename: 'Query',
        experiment: {
          __typename: 'Experiment',
          id: 'e-1',
          name: 'Spring Launch · Main page',
          status: 'draft',
          funnelId: FUNNEL_ID,
          stepId: readConfig(savedConfig).steps[0]?.id ?? '',
          variants: [
            { __typename: 'ExperimentVariant', key: 'A', name: 'Original', content: null },
            {
              __typename: 'ExperimentVariant',
              key: 'B',
              name: 'B',
              content: { elements: variantElements, pageBackground },
            },
          ],
        },
      },
    },
  };

  it("opens the variant's page in place of the step and saves it to the test, not the funnel", async () => {
    const saved = jest.fn((variables: SaveBuilderVariantMutationVariables) => ({
      data: {
        __typename: 'Mutation' as const,
        saveExperimentVariant: {
          __typename: 'Experiment' as const,
          id: String(variables.id),
          updatedAt: '2026-11-27T10:00:00.000Z',
          variants: [],
        },
      },
    }));
    const update = updateMock();
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}?experiment=e-1&variant=B`, [
      funnelMock(),
      experimentMock,
      { request: { query: SaveBuilderVariantDocument, variables: () => true }, result: saved },
      update.mock,
    ]);
    const canvas = await findCanvas();
    expect(screen.getByText('Editing variant B of an A/B test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the A/B test' })).toHaveAttribute(
      'href',
      '/experiments/e-1',
    );
    expect(within(canvas).getByText('A bolder promise')).toBeInTheDocument();
    expect(within(canvas).queryByText('Grow Your List Faster')).not.toBeInTheDocument();
    // Only the page is the variant's: the funnel's name, type, settings and preview are not offered.
    expect(nameField()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Page type' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Funnel settings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Preview')).not.toBeInTheDocument();

    await user.click(buttonByText('Save'));
    await expectToast('Success', 'Variant B saved.');
    expect(saved).toHaveBeenCalledTimes(1);
    const variables = saved.mock.calls[0]?.[0];
    expect(variables).toMatchObject({ id: 'e-1', key: 'B' });
    expect(
      (variables?.content as { elements: Array<{ content: string }> }).elements.map((e) => e.content),
    ).toEqual(['A bolder promise']);
    expect(update.result).not.toHaveBeenCalled();
  });
});

describe('A/B testing a step from the builder', () => {
  it('creates a draft test of the step on the canvas and opens it; not while changes are unsaved', async () => {
    const created = jest.fn((variables: { input: { funnelId: string; stepId?: string } }) => {
      void variables;
      return {
        data: {
          __typename: 'Mutation' as const,
          createExperiment: { ...makeExperiment({ status: 'draft' }), id: 'e-9' },
        },
      };
    });
    const { user } = renderBuilder(`/builder/${FUNNEL_ID}`, [
      funnelMock(),
      { request: { query: CreateExperimentDocument, variables: () => true }, result: created },
    ]);
    await findCanvas();
    const create = buttonByText('A/B test this step');
    expect(create).toBeEnabled();
    await user.type(nameField(), ' 2');
    expect(buttonByText('A/B test this step')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(buttonByText('A/B test this step')).toBeEnabled());
    await user.click(buttonByText('A/B test this step'));
    await expectToast('Success', 'A/B test created: change variant B, then start it');
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]?.[0].input).toEqual({ funnelId: FUNNEL_ID, stepId: expect.any(String) });
    await waitFor(() => expect(currentLocation()).toBe('/experiments/e-9'));
  });
});
