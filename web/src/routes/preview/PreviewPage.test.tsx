import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PreviewFunnelDocument, type FunnelStatus } from '../../gql/graphql';
import { DEFAULT_SUCCESS_MESSAGE } from '../../page-model/elements/lead-form';
import { chooseOption } from '../../test/antd';
import { graphqlError } from '../../test/funnel-fixtures';
import { currentLocation, LocationProbe } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { PreviewPage } from './PreviewPage';

const ID = '7d9e2f40-1b1c-4a55-9a0e-3c2b8f6a1d20';

const pageConfig = {
  version: 1,
  pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
  elements: [
    { id: 'h1', type: 'headline', content: 'Grow Your List Faster', styles: {} },
    { id: 't1', type: 'text', content: 'Join 5,000 marketers who get one tip a week.', styles: {} },
    { id: 'f1', type: 'form', content: 'Get the free guide', styles: {} },
  ],
};

function previewMock(
  config: unknown,
  { name = 'Lead Magnet Funnel', status = 'published' as FunnelStatus, id = ID } = {},
): MockLink.MockedResponse {
  return {
    request: { query: PreviewFunnelDocument, variables: { id } },
    result: {
      data: { __typename: 'Query', previewFunnel: { __typename: 'Funnel', id, name, status, config } },
    },
  };
}

function renderPreview(mocks: ReadonlyArray<MockLink.MockedResponse>, id = ID, search = '') {
  const user = userEvent.setup();
  const view = renderWithApp(
    <>
      <Routes>
        <Route path="/preview/:id" element={<PreviewPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/preview/${id}${search}`, mocks },
  );
  return { user, ...view };
}

type FetchCall = [input: string, init?: RequestInit];
let fetchMock: jest.Mock<Promise<Response>, FetchCall>;
const originalFetch = globalThis.fetch;

const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, FetchCall>(async () => jsonResponse(200, { ok: true }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
});

const callsTo = (url: string) => fetchMock.mock.calls.filter(([input]) => input === url);

describe('PreviewPage', () => {
  it("heads the page with the funnel's name and 'Preview Mode'", async () => {
    renderPreview([previewMock(pageConfig)]);
    expect(screen.getByText('Preview Mode')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Magnet Funnel' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText('Preview Mode')).toBeInTheDocument();
  });

  it('renders the elements of the page', async () => {
    renderPreview([previewMock(pageConfig)]);
    expect(await screen.findByText('Grow Your List Faster', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Join 5,000 marketers who get one tip a week.')).toBeInTheDocument();
    expect(screen.getByText('Get the free guide')).toBeInTheDocument();
    expect(screen.queryByText('Empty Funnel')).not.toBeInTheDocument();
  });

  it('reads a config stored as a JSON string', async () => {
    renderPreview([previewMock(JSON.stringify(pageConfig))]);
    expect(await screen.findByText('Grow Your List Faster', { selector: 'h2' })).toBeInTheDocument();
  });

  it('renders the AI pages shape', async () => {
    renderPreview([
      previewMock({
        pages: [
          {
            content: {
              headline: 'Double Your Leads in 30 Days',
              subheadline: 'A step-by-step plan',
              benefits: ['More traffic'],
              callToAction: 'Start Now',
            },
          },
        ],
      }),
    ]);
    expect(await screen.findByText('Double Your Leads in 30 Days', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('A step-by-step plan')).toBeInTheDocument();
    expect(screen.getByText('Start Now')).toBeInTheDocument();
  });

  it("shows an unknown element's content as text", async () => {
    renderPreview([
      previewMock({ elements: [{ id: 'x1', type: 'hologram', content: 'Coming from the future' }] }),
    ]);
    expect(await screen.findByText('Coming from the future')).toBeInTheDocument();
  });

  it.each([
    ['NOT_FOUND', 'Funnel not found'],
    ['FORBIDDEN', 'You cannot view this funnel'],
  ])("says 'Funnel Not Found' when the server answers %s", async (code, message) => {
    renderPreview([
      {
        request: { query: PreviewFunnelDocument, variables: { id: ID } },
        result: graphqlError(message, code),
      },
    ]);
    expect(await screen.findByText('Funnel Not Found')).toBeInTheDocument();
    expect(
      screen.getByText('This funnel does not exist or you do not have access to it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Preview Mode')).toBeInTheDocument();
    expect(callsTo(`/api/funnels/${ID}/view`)).toHaveLength(0);
  });

  it("says 'Empty Funnel' when the page has no elements", async () => {
    renderPreview([previewMock({ elements: [], pageBackground: { color: '#ffffff' } })]);
    expect(await screen.findByText('Empty Funnel')).toBeInTheDocument();
    expect(screen.getByText('This funnel has no elements yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Magnet Funnel' })).toBeInTheDocument();
  });

  it('records one page view', async () => {
    renderPreview([previewMock(pageConfig)]);
    await screen.findByText('Grow Your List Faster', { selector: 'h2' });
    await waitFor(() => expect(callsTo(`/api/funnels/${ID}/view`)).toHaveLength(1));
    const init = callsTo(`/api/funnels/${ID}/view`)[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ pageUrl: window.location.href });
    // Nothing later sends a second view.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(`/api/funnels/${ID}/view`)).toHaveLength(1);
  });

  it('still shows the page when recording the view fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPreview([previewMock(pageConfig)]);
    expect(await screen.findByText('Grow Your List Faster', { selector: 'h2' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(`/api/funnels/${ID}/view`)).toHaveLength(1));
    expect(screen.getByText('Grow Your List Faster', { selector: 'h2' })).toBeInTheDocument();
  });

  describe('a funnel of several steps', () => {
    const background = { color: '#ffffff', gradient: '', useGradient: false };
    const stepsConfig = {
      version: 2,
      steps: [
        {
          id: 's-optin',
          name: 'Opt-in',
          slug: 'optin',
          kind: 'opt-in',
          pageBackground: background,
          elements: [
            { id: 'h1', type: 'headline', content: 'Get the free guide', styles: {} },
            { id: 'b1', type: 'button', content: 'Continue', styles: {}, action: 'link', link: 'step:next' },
          ],
        },
        {
          id: 's-thanks',
          name: 'Thank you',
          slug: 'thanks',
          kind: 'thank-you',
          pageBackground: background,
          elements: [
            { id: 'h2', type: 'headline', content: 'Thanks for joining', styles: {} },
            {
              id: 'b2',
              type: 'button',
              content: 'Start over',
              styles: {},
              action: 'link',
              link: 'step:s-optin',
            },
          ],
        },
      ],
    };

    const switcherShows = () =>
      screen
        .getByLabelText('Step', { selector: 'input' })
        .closest('.ant-select')
        ?.querySelector('.ant-select-content')
        ?.getAttribute('title');

    it('shows the first step, named in the switcher, its link to the next step kept in the preview', async () => {
      renderPreview([previewMock(stepsConfig)]);
      expect(await screen.findByText('Get the free guide', { selector: 'h2' })).toBeInTheDocument();
      expect(screen.queryByText('Thanks for joining')).not.toBeInTheDocument();
      expect(switcherShows()).toBe('1. Opt-in');
      expect(screen.getByText('Continue').closest('a')).toHaveAttribute('href', `/preview/${ID}?step=thanks`);
    });

    it('switches to another step, at its own address, and back', async () => {
      const { user } = renderPreview([previewMock(stepsConfig)]);
      await screen.findByText('Get the free guide', { selector: 'h2' });

      await chooseOption(user, 'Step', '2. Thank you');
      expect(await screen.findByText('Thanks for joining', { selector: 'h2' })).toBeInTheDocument();
      expect(screen.queryByText('Get the free guide')).not.toBeInTheDocument();
      expect(currentLocation()).toBe(`/preview/${ID}?step=thanks`);
      expect(switcherShows()).toBe('2. Thank you');
      expect(screen.getByText('Start over').closest('a')).toHaveAttribute('href', `/preview/${ID}`);

      await chooseOption(user, 'Step', '1. Opt-in');
      expect(await screen.findByText('Get the free guide', { selector: 'h2' })).toBeInTheDocument();
      expect(currentLocation()).toBe(`/preview/${ID}`);
    });

    it('opens at the step its address names', async () => {
      renderPreview([previewMock(stepsConfig)], ID, '?step=thanks');
      expect(await screen.findByText('Thanks for joining', { selector: 'h2' })).toBeInTheDocument();
      expect(switcherShows()).toBe('2. Thank you');
    });

    it('has no switcher for a funnel of one step', async () => {
      renderPreview([previewMock(pageConfig)]);
      await screen.findByText('Grow Your List Faster', { selector: 'h2' });
      expect(screen.queryByLabelText('Step', { selector: 'input' })).not.toBeInTheDocument();
    });
  });

  describe('a form in the preview', () => {
    const leadUrl = `/api/public/funnels/${ID}/leads`;

    async function findForm() {
      const title = await screen.findByText('Get the free guide');
      const form = title.closest('form');
      if (!form) throw new Error('The form title is not inside a form');
      return form;
    }

    it('has name and phone optional and email required', async () => {
      renderPreview([previewMock(pageConfig)]);
      const form = await findForm();
      expect(within(form).getByLabelText(/^Name/)).not.toBeRequired();
      expect(within(form).getByLabelText(/^Email/)).toBeRequired();
      expect(within(form).getByLabelText(/^Phone/)).not.toBeRequired();
    });

    it('sends the lead to the public endpoint and shows the success message', async () => {
      const { user } = renderPreview([previewMock(pageConfig)]);
      const form = await findForm();
      await user.type(within(form).getByLabelText(/^Name/), 'Ada Lovelace');
      await user.type(within(form).getByLabelText(/^Email/), 'ada@example.com');
      await user.click(within(form).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(callsTo(leadUrl)).toHaveLength(1));
      const init = callsTo(leadUrl)[0]?.[1];
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '',
        elementId: 'f1',
      });
      expect(await within(form).findByText(DEFAULT_SUCCESS_MESSAGE)).toBeInTheDocument();
      expect(DEFAULT_SUCCESS_MESSAGE).toBe("Thank you! We'll be in touch soon.");
      expect(within(form).getByLabelText(/^Email/)).toHaveValue('');
    });

    it('asks for the email before sending anything', async () => {
      const { user } = renderPreview([previewMock(pageConfig)]);
      const form = await findForm();
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      expect(await within(form).findByText('Email is required')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo(leadUrl)).toHaveLength(0);
    });

    it("shows the server's message when the lead is refused", async () => {
      fetchMock.mockImplementation(async (input) =>
        input === leadUrl
          ? jsonResponse(422, {
              message: 'Please check the form.',
              fieldErrors: { email: 'Enter a valid email address' },
            })
          : jsonResponse(200, {}),
      );
      const { user } = renderPreview([previewMock(pageConfig)]);
      const form = await findForm();
      await user.type(within(form).getByLabelText(/^Email/), 'ada@example.com');
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      expect(await within(form).findByText('Please check the form.')).toBeInTheDocument();
      expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
      expect(within(form).queryByText(DEFAULT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
    });
  });
});
