import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import {
  CreateCampaignDocument,
  SendCampaignDocument,
  UpdateCampaignDocument,
  type CampaignDetailFragment,
  type CampaignInput,
  type CampaignUpdateInput,
} from '../../gql/graphql';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { generateContentMock, textGeneratorMock, writing } from '../ai/ai-test-fixtures';
import { aiWritePopover, buttonIn, openAiWrite } from '../ai/ai-write-test-helpers';
import { CampaignFormView } from './CampaignForm';
import {
  audienceCountMock,
  campaignMock,
  graphqlError,
  leadOptionsMocks,
  leadPage,
  makeCampaignDetail,
  makeLeadOption,
  noLeadFilter,
} from './campaign-test-fixtures';

const leads = Array.from({ length: 10 }, (_, i) => makeLeadOption(i + 1));
const unsubscribed = makeLeadOption(11, { unsubscribedAt: '2026-11-01T00:00:00.000Z' });
const secondPage = [unsubscribed, makeLeadOption(12)];
const NO_AUDIENCE = { mode: 'selected' as const, leadIds: [] };

/** The first page of the recipients panel (10 of 12 leads) and the second. */
const panel = () => [
  ...leadOptionsMocks(leads, { total: 12, hasMore: true, endCursor: 'cursor-10' }),
  ...leadOptionsMocks(secondPage, { paging: leadPage(2), total: 12 }),
];

function detail(overrides: Partial<CampaignDetailFragment> = {}) {
  return makeCampaignDetail({ id: 'c-new', ...overrides });
}

function createMock(
  input: CampaignInput,
  result: CampaignDetailFragment = detail(),
): MockLink.MockedResponse {
  return {
    request: { query: CreateCampaignDocument, variables: { input } },
    result: { data: { __typename: 'Mutation', createCampaign: result } },
  };
}

function updateMock(id: string, input: CampaignUpdateInput): MockLink.MockedResponse {
  return {
    request: { query: UpdateCampaignDocument, variables: { id, input } },
    result: { data: { __typename: 'Mutation', updateCampaign: detail({ id }) } },
  };
}

function sendMock(id: string, fail = false): MockLink.MockedResponse {
  return {
    request: { query: SendCampaignDocument, variables: { id } },
    result: fail
      ? graphqlError('Email service unavailable', 'BAD_USER_INPUT')
      : { data: { __typename: 'Mutation', sendCampaign: { ...detail({ id }), status: 'sending' as const } } },
  };
}

function renderForm(mocks: ReadonlyArray<MockLink.MockedResponse>, campaignId: string | null = null) {
  const user = userEvent.setup();
  const onBack = jest.fn();
  const onDone = jest.fn();
  const view = renderWithApp(<CampaignFormView campaignId={campaignId} onBack={onBack} onDone={onDone} />, {
    mocks,
  });
  return { user, onBack, onDone, ...view };
}

const field = (label: string) => screen.getByLabelText(label);
const leadBox = (name: string) => screen.getByRole('checkbox', { name: `Choose ${name}` });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Campaign Name *'), 'Spring Sale');
  await user.type(field('Email Subject *'), 'Spring is here');
  await user.type(field('Email Content *'), 'Hello there');
}

const FILLED = { name: 'Spring Sale', subject: 'Spring is here', content: 'Hello there' };

beforeEach(() => resetToasts());

describe('CampaignForm create', () => {
  it("opens as 'Create New Campaign' with the fields of 001 §2.3", async () => {
    const { user, onBack } = renderForm(panel());
    expect(screen.getByText('Create New Campaign')).toBeInTheDocument();
    expect(field('Campaign Name *')).toHaveValue('');
    expect(field('Email Subject *')).toHaveValue('');
    expect(field('Email Content *').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Campaign Status' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Send Date & Time')).not.toBeInTheDocument();
    expect(buttonByText('Save as Draft')).toBeEnabled();
    expect(buttonByText('Save Campaign')).toBeEnabled();
    expect(buttonByText('Send Now (0 recipients)')).toBeDisabled();
    await user.click(buttonByText('Back to Campaigns'));
    expect(onBack).toHaveBeenCalled();
  });

  it.each(['Save Campaign', 'Save as Draft'])(
    "'%s' with a required field missing says 'Please fill in all required fields' and sends nothing",
    async (button) => {
      const { user, onDone } = renderForm(panel());
      await user.type(field('Campaign Name *'), 'Spring Sale');
      await user.type(field('Email Content *'), '   ');
      await user.click(buttonByText(button));
      await expectToast('Error', 'Please fill in all required fields');
      expect(onDone).not.toHaveBeenCalled();
    },
  );

  it("'Save as Draft' saves a draft even when Scheduled is chosen", async () => {
    const { user, onDone } = renderForm([
      ...panel(),
      createMock({ ...FILLED, audience: NO_AUDIENCE, status: 'draft' }),
    ]);
    await fillRequired(user);
    await chooseOption(user, 'Campaign Status', 'Scheduled');
    fireEvent.change(field('Send Date & Time'), { target: { value: '2030-05-01T10:30' } });
    await user.click(buttonByText('Save as Draft'));
    await expectToast('Success', 'Campaign created successfully');
    expect(onDone).toHaveBeenCalled();
  });

  it("schedules with 'Send Date & Time', shown only when Scheduled, and refuses a time in the past", async () => {
    const when = '2030-05-01T10:30';
    const { user, onDone } = renderForm([
      ...panel(),
      createMock({
        ...FILLED,
        audience: NO_AUDIENCE,
        status: 'scheduled',
        scheduledAt: dayjs(when).toISOString(),
      }),
    ]);
    await fillRequired(user);
    await chooseOption(user, 'Campaign Status', 'Scheduled');
    const input = field('Send Date & Time');
    expect(input).toHaveAttribute('type', 'datetime-local');
    await user.click(buttonByText('Save Campaign'));
    await expectToast('Error', 'Choose a send date and time in the future');
    fireEvent.change(input, { target: { value: '2020-01-01T10:00' } });
    await user.click(buttonByText('Save Campaign'));
    await expectToast('Error', 'Choose a send date and time in the future');
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: when } });
    await user.click(buttonByText('Save Campaign'));
    await expectToast('Success', 'Campaign created successfully');
    expect(onDone).toHaveBeenCalled();

    await chooseOption(user, 'Campaign Status', 'Draft');
    expect(screen.queryByLabelText('Send Date & Time')).not.toBeInTheDocument();
  });

  it("says 'Failed to create campaign' when the server refuses", async () => {
    const { user, onDone } = renderForm([
      ...panel(),
      {
        request: createMock({ ...FILLED, audience: NO_AUDIENCE, status: 'draft' }).request,
        result: graphqlError('Email subject is required', 'BAD_USER_INPUT'),
      },
    ]);
    await fillRequired(user);
    await user.click(buttonByText('Save Campaign'));
    await expectToast('Error', 'Failed to create campaign');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('previews the subject and content as they are typed', async () => {
    const { user } = renderForm(panel());
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('No subject yet')).toBeInTheDocument();
    await user.type(field('Email Subject *'), 'Big news');
    await user.type(field('Email Content *'), 'Line one{enter}Line two');
    expect(within(preview).getByTestId('preview-subject')).toHaveTextContent('Big news');
    expect(within(preview).getByTestId('preview-content').textContent).toBe('Line one\nLine two');
  });
});

describe('CampaignForm AI write', () => {
  it('writes the subject from the campaign name and the content from the subject, into the form and its preview', async () => {
    const body = 'Hi there,\n\nOur spring sale starts today.';
    const { user } = renderForm([
      ...panel(),
      textGeneratorMock(),
      generateContentMock(
        { prompt: 'Spring Sale', type: 'email-subject' },
        writing({ type: 'email-subject', content: 'Spring savings start today' }),
      ),
      generateContentMock(
        { prompt: 'Spring savings start today', type: 'email-body' },
        writing({ type: 'email-body', content: body, generator: 'Offline generator' }),
      ),
    ]);
    await user.type(field('Campaign Name *'), 'Spring Sale');

    const subjectPanel = await openAiWrite(user, 'Email Subject');
    expect(within(subjectPanel).getByLabelText('What to write about')).toHaveValue('Spring Sale');
    await user.click(buttonIn(subjectPanel, 'Generate'));
    expect(await within(subjectPanel).findByText('Spring savings start today')).toBeInTheDocument();
    await user.click(buttonIn(subjectPanel, 'Use this text'));
    expect(field('Email Subject *')).toHaveValue('Spring savings start today');
    await waitFor(() => expect(aiWritePopover('Email Subject')).not.toBeInTheDocument());

    const contentPanel = await openAiWrite(user, 'Email Content');
    expect(within(contentPanel).getByLabelText('What to write about')).toHaveValue(
      'Spring savings start today',
    );
    await user.click(buttonIn(contentPanel, 'Generate'));
    await waitFor(() => expect(within(contentPanel).getByText('Use this text')).toBeInTheDocument());
    expect(within(contentPanel).getByText('Offline generator')).toBeInTheDocument();
    await user.click(buttonIn(contentPanel, 'Use this text'));
    expect(field('Email Content *')).toHaveValue(body);
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Spring savings start today');
    expect(screen.getByTestId('preview-content').textContent).toBe(body);
  });
});

describe('CampaignForm recipients', () => {
  it('lists one page of leads with a checkbox each, and counts the ones chosen', async () => {
    const { user } = renderForm(panel());
    expect(await screen.findByText('Lead 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    expect(screen.getByText('0 recipients selected')).toBeInTheDocument();
    await user.click(leadBox('Lead 1'));
    expect(screen.getByText('1 recipient selected')).toBeInTheDocument();
    expect(buttonByText('Send Now (1 recipients)')).toBeEnabled();
    await user.click(leadBox('Lead 2'));
    expect(screen.getByText('2 recipients selected')).toBeInTheDocument();
    await user.click(leadBox('Lead 1'));
    expect(screen.getByText('1 recipient selected')).toBeInTheDocument();
    await user.click(buttonByText('Clear selection'));
    expect(buttonByText('Send Now (0 recipients)')).toBeDisabled();
  });

  it('pages through leads on the server, keeping the choice, and cannot choose an unsubscribed lead', async () => {
    const { user } = renderForm(panel());
    await screen.findByText('Lead 1');
    await user.click(leadBox('Lead 3'));
    await user.click(buttonByText('Next'));
    expect(await screen.findByText('Lead 12')).toBeInTheDocument();
    expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();
    expect(leadBox('Lead 11')).toBeDisabled();
    expect(screen.getByText('Unsubscribed')).toBeInTheDocument();
    await user.click(leadBox('Lead 12'));
    expect(screen.getByText('2 recipients selected')).toBeInTheDocument();
    await user.click(buttonByText('Previous'));
    expect(await screen.findByText('Lead 3')).toBeInTheDocument();
    expect(leadBox('Lead 3')).toBeChecked();
    expect(leadBox('Lead 4')).not.toBeChecked();
  });

  it('searches leads on the server once typing pauses', async () => {
    const acme = makeLeadOption(40, { firstName: 'Ann', lastName: 'Acme', email: 'ann@acme.com' });
    const { user } = renderForm([
      ...panel(),
      ...leadOptionsMocks([acme], { filter: noLeadFilter({ search: 'acme' }) }),
    ]);
    await screen.findByText('Lead 1');
    // One change, as a paste: a slow machine typing key by key would also ask for 'a', 'ac'...
    await user.click(screen.getByPlaceholderText('Search leads...'));
    await user.paste('acme');
    expect(await screen.findByText('Ann Acme')).toBeInTheDocument();
    expect(screen.queryByText('Lead 1')).not.toBeInTheDocument();
    expect(await screen.findByText('Select all 1 matching leads')).toBeInTheDocument();
  });

  it("'Select all N matching leads' sends the filter, counted by the server", async () => {
    const contacted = noLeadFilter({ status: 'contacted' });
    const { user, onDone } = renderForm([
      ...panel(),
      ...leadOptionsMocks(leads.slice(0, 3), { filter: contacted, total: 1234 }),
      audienceCountMock({ mode: 'all', filter: contacted }, 1200),
      createMock({ ...FILLED, audience: { mode: 'all', filter: contacted }, status: 'draft' }),
    ]);
    await fillRequired(user);
    await screen.findByText('Lead 1');
    await chooseOption(user, 'Filter recipients by status', 'Contacted');
    const selectAll = await screen.findByText('Select all 1,234 matching leads');
    await user.click(selectAll);
    expect(await screen.findByText('1,200 recipients selected')).toBeInTheDocument();
    expect(buttonByText('Send Now (1,200 recipients)')).toBeEnabled();
    expect(leadBox('Lead 1')).toBeChecked();
    expect(leadBox('Lead 1')).toBeDisabled();
    await user.click(buttonByText('Save as Draft'));
    await expectToast('Success', 'Campaign created successfully');
    expect(onDone).toHaveBeenCalled();
  });

  it("'Send Now' on a new campaign creates it, then sends it", async () => {
    const { user, onDone } = renderForm([
      ...panel(),
      createMock({ ...FILLED, audience: { mode: 'selected', leadIds: ['l-2'] }, status: 'draft' }),
      sendMock('c-new'),
    ]);
    await fillRequired(user);
    await screen.findByText('Lead 2');
    await user.click(leadBox('Lead 2'));
    await user.click(buttonByText('Send Now (1 recipients)'));
    await expectToast('Success', 'Campaign sent successfully');
    expect(onDone).toHaveBeenCalled();
  });

  it("a failed send says 'Failed to send campaign'; sending again saves the created campaign, not a copy", async () => {
    const audience = { mode: 'selected' as const, leadIds: ['l-2'] };
    const { user, onDone } = renderForm([
      ...panel(),
      createMock({ ...FILLED, audience, status: 'draft' }),
      sendMock('c-new', true),
      updateMock('c-new', { ...FILLED, audience }),
      sendMock('c-new'),
    ]);
    await fillRequired(user);
    await screen.findByText('Lead 2');
    await user.click(leadBox('Lead 2'));
    await user.click(buttonByText('Send Now (1 recipients)'));
    await expectToast('Error', 'Failed to send campaign');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(buttonByText('Send Now (1 recipients)'));
    await expectToast('Success', 'Campaign sent successfully');
    expect(onDone).toHaveBeenCalled();
  });
});

describe('CampaignForm edit', () => {
  const saved = makeCampaignDetail({
    id: 'c-7',
    name: 'Webinar Invite',
    subject: 'Join us live',
    content: 'See you there',
    status: 'scheduled',
    scheduledAt: '2030-06-01T09:15:00.000Z',
  });

  it("opens as 'Edit Campaign' with its fields and its chosen recipients preselected", async () => {
    renderForm([...panel(), ...campaignMock(saved, ['l-1', 'l-3', 'l-12'])], saved.id);
    expect(screen.getByText('Edit Campaign')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading campaign')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Webinar Invite')).toBeInTheDocument();
    expect(field('Email Subject *')).toHaveValue('Join us live');
    expect(field('Email Content *')).toHaveValue('See you there');
    expect(field('Send Date & Time')).toHaveValue(dayjs(saved.scheduledAt).format('YYYY-MM-DDTHH:mm'));
    await screen.findByText('Lead 1');
    expect(leadBox('Lead 1')).toBeChecked();
    expect(leadBox('Lead 2')).not.toBeChecked();
    expect(leadBox('Lead 3')).toBeChecked();
    expect(screen.getByText('3 recipients selected')).toBeInTheDocument();
    expect(buttonByText('Send Now (3 recipients)')).toBeEnabled();
  });

  it("saves changes with updateCampaign and says 'Campaign updated successfully'", async () => {
    const { user, onDone } = renderForm(
      [
        ...panel(),
        ...campaignMock(saved, ['l-1']),
        updateMock(saved.id, {
          name: 'Webinar Invite 2',
          subject: 'Join us live',
          content: 'See you there',
          audience: { mode: 'selected', leadIds: ['l-1', 'l-2'] },
          status: 'scheduled',
          scheduledAt: dayjs(dayjs(saved.scheduledAt).format('YYYY-MM-DDTHH:mm')).toISOString(),
        }),
      ],
      saved.id,
    );
    await user.type(await screen.findByDisplayValue('Webinar Invite'), ' 2');
    await screen.findByText('Lead 2');
    await user.click(leadBox('Lead 2'));
    await user.click(buttonByText('Save Campaign'));
    await expectToast('Success', 'Campaign updated successfully');
    expect(onDone).toHaveBeenCalled();
  });

  it("says 'Failed to update campaign' when the server refuses", async () => {
    const { user, onDone } = renderForm(
      [
        ...panel(),
        ...campaignMock(saved, []),
        {
          request: updateMock(saved.id, {
            name: 'Webinar Invite',
            subject: 'Join us live',
            content: 'See you there',
            audience: NO_AUDIENCE,
            status: 'draft',
          }).request,
          result: graphqlError('A sent campaign cannot be edited', 'CONFLICT'),
        },
      ],
      saved.id,
    );
    await screen.findByDisplayValue('Webinar Invite');
    await user.click(buttonByText('Save as Draft'));
    await expectToast('Error', 'Failed to update campaign');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("reopens a campaign to every matching lead with 'Select all' on and its filter", async () => {
    const contacted = noLeadFilter({ status: 'contacted' });
    const everyone = makeCampaignDetail({
      id: 'c-8',
      audienceMode: 'all',
      audienceFilter: {
        __typename: 'CampaignAudienceFilter',
        search: null,
        status: 'contacted',
        score: null,
        source: null,
      },
    });
    renderForm(
      [
        ...campaignMock(everyone, []),
        ...leadOptionsMocks(leads.slice(0, 2), { filter: contacted, total: 40 }),
        audienceCountMock({ mode: 'all', filter: contacted }, 38),
      ],
      everyone.id,
    );
    expect(await screen.findByText('38 recipients selected')).toBeInTheDocument();
    const selectAll = (await screen.findByText('Select all 40 matching leads')).closest('label');
    expect(selectAll?.querySelector('input')).toBeChecked();
    await waitFor(() => expect(leadBox('Lead 1')).toBeChecked());
  });
});

describe('CampaignForm A/B test', () => {
  it('saves a test of a second subject line with its sample, metric and wait, and explains the split', async () => {
    const { user, onDone } = renderForm([
      ...panel(),
      createMock({
        ...FILLED,
        audience: NO_AUDIENCE,
        abTest: {
          variants: [{ subject: 'Spring is here: 30% off', content: null }],
          samplePercent: 30,
          metric: 'clicks',
          waitMinutes: 60,
        },
        status: 'draft',
      }),
    ]);
    await fillRequired(user);
    expect(screen.queryByLabelText('Subject of variant B')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Test other subject lines or contents' }));
    await user.type(field('Subject of variant B'), 'Spring is here: 30% off');
    await chooseOption(user, 'Test on', '30% of recipients');
    await chooseOption(user, 'Winner by', 'Click rate');
    await chooseOption(user, 'Pick the winner after', '1 hour');
    expect(
      screen.getByText(
        '30% of the recipients try 2 versions; after 1 hour the best click rate goes to the rest.',
      ),
    ).toBeInTheDocument();
    await user.click(buttonByText('Save as Draft'));
    await expectToast('Success', 'Campaign created successfully');
    expect(onDone).toHaveBeenCalled();
  });

  it('refuses a variant that changes nothing, in the server’s words, and caps the versions at four', async () => {
    const { user, onDone } = renderForm(panel());
    await fillRequired(user);
    await user.click(screen.getByRole('switch', { name: 'Test other subject lines or contents' }));
    await user.click(buttonByText('Add variant C'));
    await user.click(buttonByText('Add variant D'));
    expect(screen.queryByText(/Add variant/)).not.toBeInTheDocument();
    await user.type(field('Subject of variant B'), 'Another subject');
    await user.type(field('Subject of variant C'), 'Spring is here');
    await user.click(buttonByText('Save as Draft'));
    await expectToast('Error', 'Variant C must change the subject or the content');
    await user.click(screen.getByRole('button', { name: 'Remove variant C' }));
    expect(screen.queryByLabelText('Subject of variant D')).not.toBeInTheDocument();
    expect(field('Subject of variant C')).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a started test without letting it change, and saves other edits without it', async () => {
    const started = makeCampaignDetail({
      id: 'c-ab',
      status: 'draft',
      sentAt: '2026-11-26T09:00:00.000Z',
      abTest: {
        __typename: 'CampaignAbTestView',
        samplePercent: 20,
        metric: 'opens',
        waitMinutes: 240,
        decideAt: '2026-11-26T13:00:00.000Z',
        winner: null,
        variants: [
          {
            __typename: 'CampaignAbVariant',
            label: 'A',
            subject: 'Spring is here',
            content: 'Hello there,\n\n20% off this week.',
          },
          {
            __typename: 'CampaignAbVariant',
            label: 'B',
            subject: 'Spring sale',
            content: 'Hello there,\n\n20% off this week.',
          },
        ],
      },
    });
    const { user, onDone } = renderForm(
      [
        ...panel(),
        ...campaignMock(started, []),
        updateMock(started.id, {
          name: 'Spring Sale 2',
          subject: 'Spring is here',
          content: 'Hello there,\n\n20% off this week.',
          audience: NO_AUDIENCE,
          status: 'draft',
        }),
      ],
      started.id,
    );
    await user.type(await screen.findByDisplayValue('Spring Sale'), ' 2');
    expect(screen.getByText('This test started with the send; it cannot change now.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Test other subject lines or contents' })).toBeDisabled();
    expect(field('Subject of variant B')).toHaveValue('Spring sale');
    expect(field('Subject of variant B')).toBeDisabled();
    await user.click(buttonByText('Save Campaign'));
    await expectToast('Success', 'Campaign updated successfully');
    expect(onDone).toHaveBeenCalled();
  });
});
