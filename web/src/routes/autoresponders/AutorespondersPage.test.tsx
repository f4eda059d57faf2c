import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  CreateEmailSequenceDocument,
  EmailSequencePerformanceDocument,
  EmailSequenceStepsDocument,
  EmailSequenceSubscribersDocument,
  EmailSequencesDocument,
  RemoveSequenceSubscriberDocument,
  ReorderEmailSequenceStepsDocument,
  SendEmailSequenceStepTestDocument,
  SequenceFunnelOptionsDocument,
  UpdateEmailSequenceDocument,
  type SequenceRowFragment,
  type SequenceStepRowFragment,
  type SequenceSubscriberRowFragment,
} from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { AutorespondersPage } from './AutorespondersPage';

const sequence = (overrides: Partial<SequenceRowFragment> = {}): SequenceRowFragment => ({
  __typename: 'EmailSequence',
  id: 's-1',
  name: 'Welcome series',
  description: 'New sign-ups',
  trigger: 'funnel_signup',
  triggerValue: null,
  isActive: true,
  totalSent: 12,
  stepCount: 2,
  activeSubscriberCount: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const step = (overrides: Partial<SequenceStepRowFragment> = {}): SequenceStepRowFragment => ({
  __typename: 'EmailSequenceStep',
  id: 'st-1',
  sequenceId: 's-1',
  stepNumber: 1,
  subject: 'Welcome aboard',
  content: 'Hello',
  delayHours: 24,
  isActive: true,
  sentCount: 0,
  openCount: 0,
  clickCount: 0,
  ...overrides,
});

const subscriber: SequenceSubscriberRowFragment = {
  __typename: 'EmailSequenceSubscriber',
  id: 'sub-1',
  currentStep: 2,
  status: 'active',
  startedAt: '2026-11-20T10:00:00.000Z',
  nextEmailAt: '2026-11-22T15:30:00.000Z',
  lastEmailSent: null,
  completedAt: null,
  lead: { __typename: 'Lead', id: 'l-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
};

const listMock = (items: SequenceRowFragment[]): MockLink.MockedResponse => ({
  request: { query: EmailSequencesDocument },
  result: { data: { emailSequences: items } },
  maxUsageCount: 10,
});

const LONG = 'A'.repeat(100) + ' ' + 'B'.repeat(100);
const stepsMock = (items: SequenceStepRowFragment[]): MockLink.MockedResponse => ({
  request: { query: EmailSequenceStepsDocument, variables: { sequenceId: 's-1' } },
  result: { data: { emailSequenceSteps: items } },
  maxUsageCount: 10,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithApp(<AutorespondersPage />, { path: '/autoresponders', mocks });
  return user;
}

beforeEach(() => resetToasts());

describe('AutorespondersPage', () => {
  it('shows the empty state with a create button', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No email sequences yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create Sequence/ })).toHaveLength(2);
  });

  it('lists sequences with their Active/Paused toggle, which pauses through the API', async () => {
    const user = renderPage([
      listMock([sequence()]),
      {
        request: { query: UpdateEmailSequenceDocument, variables: { id: 's-1', input: { isActive: false } } },
        result: { data: { updateEmailSequence: sequence({ isActive: false }) } },
      },
    ]);
    expect(await screen.findByText('Welcome series')).toBeInTheDocument();
    expect(screen.getByText(/2 steps · 3 active subscribers · 12 sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Welcome series: Active' }));
    await expectToast('Success', 'Sequence paused');
  });

  it('says Failed to create email sequence when the server refuses, and checks the name first', async () => {
    const user = renderPage([
      listMock([]),
      {
        request: { query: SequenceFunnelOptionsDocument },
        result: { data: { funnels: { __typename: 'FunnelPage', items: [] } } },
        maxUsageCount: 5,
      },
      {
        request: {
          query: CreateEmailSequenceDocument,
          variables: {
            input: {
              name: 'Launch',
              description: null,
              trigger: 'funnel_signup',
              triggerValue: null,
              isActive: true,
            },
          },
        },
        result: { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
      },
    ]);
    await user.click((await screen.findAllByRole('button', { name: /Create Sequence/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create Email Sequence' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Sequence' }));
    expect(await within(dialog).findByText('Sequence name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Sequence Name'), 'Launch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Sequence' }));
    await expectToast('Error', 'Failed to create email sequence');
  });

  it('opens a sequence on Email Steps with 150-character previews and reorders with the arrow buttons', async () => {
    const second = step({ id: 'st-2', stepNumber: 2, subject: 'Day two', content: LONG, delayHours: 0 });
    const user = renderPage([
      listMock([sequence()]),
      stepsMock([step(), second]),
      {
        request: {
          query: ReorderEmailSequenceStepsDocument,
          variables: { sequenceId: 's-1', stepIds: ['st-2', 'st-1'] },
        },
        result: {
          data: {
            reorderEmailSequenceSteps: [
              { ...second, stepNumber: 1 },
              { ...step(), stepNumber: 2 },
            ],
          },
        },
      },
    ]);
    await user.click(await screen.findByText('Welcome series'));
    expect(await screen.findByRole('tab', { name: 'Email Steps', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Day two')).toBeInTheDocument();
    expect(screen.getByText(`${LONG.slice(0, 150)}…`)).toBeInTheDocument();
    expect(screen.getByText('24 hours')).toBeInTheDocument();
    expect(screen.getByText('Immediately')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    await waitFor(() => expect(screen.queryByText('Failed to reorder email steps')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Performance' })).toBeInTheDocument();
  });

  it('sends a test of a step as saved and says, per address, what happened', async () => {
    const user = renderPage([
      listMock([sequence()]),
      stepsMock([step()]),
      {
        request: {
          query: SendEmailSequenceStepTestDocument,
          variables: { id: 'st-1', to: ['reader@example.com'] },
        },
        result: {
          data: {
            sendEmailSequenceStepTest: [
              {
                __typename: 'TestEmailResult',
                email: 'reader@example.com',
                status: 'skipped',
                suppression: 'complaint',
                reason: 'Suppressed: the recipient marked your email as spam (complaint)',
              },
            ],
          },
        },
      },
    ]);
    await user.click(await screen.findByText('Welcome series'));
    await user.click(await screen.findByRole('button', { name: 'Send a test of step 1' }));
    expect(await screen.findByText('Send test email')).toBeInTheDocument();
    const address = screen.getByLabelText<HTMLInputElement>('Test address 1');
    await user.clear(address);
    await user.type(address, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    const results = await screen.findByRole('list', { name: 'Test results' });
    expect(results).toHaveTextContent(
      'Skippedreader@example.comSuppressed: the recipient marked your email as spam (complaint)',
    );
  });

  it('shows real performance figures and each step’s counters', async () => {
    const user = renderPage([
      listMock([sequence()]),
      stepsMock([step()]),
      {
        request: { query: EmailSequencePerformanceDocument, variables: { sequenceId: 's-1' } },
        result: {
          data: {
            emailSequencePerformance: {
              __typename: 'SequencePerformance',
              totalSent: 6,
              totalDelivered: 3,
              totalSimulated: 2,
              openRate: 66.7,
              clickRate: 33.3,
              steps: [
                {
                  __typename: 'StepPerformance',
                  stepId: 'st-1',
                  stepNumber: 1,
                  subject: 'Welcome aboard',
                  sentCount: 3,
                  openCount: 2,
                  clickCount: 1,
                },
              ],
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByText('Welcome series'));
    await user.click(await screen.findByRole('tab', { name: 'Performance' }));
    expect(await screen.findByText('66.7%')).toBeInTheDocument();
    expect(screen.getByText('33.3%')).toBeInTheDocument();
    expect(screen.getByText('Total Sent')).toBeInTheDocument();
    // Sends made without an SMTP server are said apart.
    expect(
      screen.getByText(
        '2 emails were sent without an SMTP server (logged, not delivered): counted in Total Sent, not in Delivered or the rates.',
      ),
    ).toBeInTheDocument();
  });

  it('lists subscribers with step, status and next email, and removes one after confirming', async () => {
    const subsMock = (items: SequenceSubscriberRowFragment[]): MockLink.MockedResponse => ({
      request: {
        query: EmailSequenceSubscribersDocument,
        variables: { sequenceId: 's-1', limit: 10, offset: 0 },
      },
      result: {
        data: {
          emailSequenceSubscribers: { __typename: 'SequenceSubscriberPage', total: items.length, items },
        },
      },
    });
    const user = renderPage([
      listMock([sequence()]),
      stepsMock([step()]),
      subsMock([subscriber]),
      {
        request: { query: RemoveSequenceSubscriberDocument, variables: { id: 'sub-1' } },
        result: {
          data: { removeSequenceSubscriber: { ...subscriber, status: 'removed', nextEmailAt: null } },
        },
      },
      subsMock([{ ...subscriber, status: 'removed', nextEmailAt: null }]),
    ]);
    await user.click(await screen.findByText('Welcome series'));
    await user.click(await screen.findByRole('tab', { name: 'Subscribers' }));
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect(within(row).getByText(/Nov 22, 2026/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByText('Remove Ada Lovelace from this sequence?', {
      selector: '.ant-modal-confirm-title',
    });
    await user.click(
      within(confirm.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: 'Remove' }),
    );
    await expectToast('Success', 'Subscriber removed');
    expect(await screen.findByText('removed')).toBeInTheDocument();
  });
});
