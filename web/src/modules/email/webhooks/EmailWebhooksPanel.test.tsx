import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  EmailWebhooksDocument,
  RegenerateEmailWebhookUrlDocument,
  SaveEmailWebhookDocument,
  type EmailWebhookFieldsFragment,
  type EmailWebhookInput,
  type EmailWebhookProvider,
} from '../../../gql/graphql';
import { renderWithApp } from '../../../test/render';
import '../../../test/timeouts';
import { expectToast, resetToasts } from '../../../test/toasts';
import { EmailWebhooksPanel, EmailWebhooksSection } from './EmailWebhooksPanel';

const BASE = 'https://app.example.com/api/webhooks/email';

const webhook = (
  provider: EmailWebhookProvider,
  fields: Partial<EmailWebhookFieldsFragment> = {},
): EmailWebhookFieldsFragment => ({
  __typename: 'EmailWebhook',
  provider,
  enabled: false,
  url: null,
  hasSecret: false,
  username: null,
  password: null,
  snsTopics: [],
  lastEventAt: null,
  ...fields,
});

const on = (
  provider: EmailWebhookProvider,
  token: string,
  fields: Partial<EmailWebhookFieldsFragment> = {},
) => webhook(provider, { enabled: true, url: `${BASE}/${provider}/${token}`, ...fields });

const listMock = (webhooks: EmailWebhookFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: EmailWebhooksDocument },
  result: { data: { __typename: 'Query', emailWebhooks: webhooks } },
});

const saveMock = (
  input: EmailWebhookInput,
  answer: EmailWebhookFieldsFragment | { errors: GraphQLError[] },
): MockLink.MockedResponse => ({
  request: { query: SaveEmailWebhookDocument, variables: { input } },
  result: 'errors' in answer ? answer : { data: { __typename: 'Mutation', saveEmailWebhook: answer } },
});

const ALL = [
  webhook('ses'),
  on('sendgrid', 'sg-token'),
  on('postmark', 'pm-token', {
    url: 'https://ff-0a1b2c3d4e5f:s3cret-pass@app.example.com/api/webhooks/email/postmark/pm-token',
    username: 'ff-0a1b2c3d4e5f',
    password: 's3cret-pass',
  }),
  webhook('mailgun'),
];

const card = (provider: string) => screen.getByTestId(`webhook-${provider}`);

/** The button showing `text` in `container`: text queries, since role queries over antd screens are slow in jsdom. */
function buttonIn(container: HTMLElement, text: string): HTMLButtonElement {
  const button = within(container).getByText(text).closest('button');
  if (!button) throw new Error(`"${text}" is not inside a button`);
  return button;
}

beforeEach(() => resetToasts());

describe('Bounce and complaint webhooks', () => {
  it('shows each provider: the URL to paste with a copy button, the key it needs, and how to set it up', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailWebhooksPanel />, { mocks: [listMock(ALL)] });

    const sendgrid = await screen.findByTestId('webhook-sendgrid');
    expect(within(sendgrid).getByLabelText('SendGrid webhook URL')).toHaveValue(`${BASE}/sendgrid/sg-token`);
    expect(within(sendgrid).getByText(/turn on the Signed Event Webhook/)).toBeInTheDocument();
    expect(
      within(sendgrid).getByText('SendGrid calls are refused until you save the verification key.'),
    ).toBeInTheDocument();
    expect(within(sendgrid).getByLabelText('Verification key')).toBeInTheDocument();

    await user.click(within(sendgrid).getByLabelText('Copy the SendGrid webhook URL'));
    await expectToast('URL copied!');
    await expect(navigator.clipboard.readText()).resolves.toBe(`${BASE}/sendgrid/sg-token`);

    const postmark = card('postmark');
    expect(within(postmark).getByText('ff-0a1b2c3d4e5f')).toBeInTheDocument();
    expect(within(postmark).getByText('s3cret-pass')).toBeInTheDocument();
    // Postmark gives no key: its login is in the URL.
    expect(within(postmark).queryByLabelText(/key/i)).not.toBeInTheDocument();

    expect(within(card('ses')).getByLabelText('Receive Amazon SES webhooks')).not.toBeChecked();
    expect(within(card('ses')).getByText(/Turn it on to get the URL/)).toBeInTheDocument();
    expect(within(card('ses')).queryByLabelText('Amazon SES webhook URL')).not.toBeInTheDocument();
  });

  it('turns a provider on: its URL and how-to appear', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailWebhooksPanel />, {
      mocks: [listMock(ALL), saveMock({ provider: 'mailgun', enabled: true }, on('mailgun', 'mg-token'))],
    });
    const mailgun = await screen.findByTestId('webhook-mailgun');
    await user.click(within(mailgun).getByLabelText('Receive Mailgun webhooks'));
    await expectToast('Mailgun webhook on');
    expect(await within(card('mailgun')).findByLabelText('Mailgun webhook URL')).toHaveValue(
      `${BASE}/mailgun/mg-token`,
    );
    expect(
      within(card('mailgun')).getByText(/Permanent Failure, Temporary Failure and Spam Complaints/),
    ).toBeInTheDocument();
    expect(within(card('mailgun')).getByLabelText('Receive Mailgun webhooks')).toBeChecked();
  });

  it('saves a key; a refused key is said next to the field', async () => {
    const user = userEvent.setup();
    const mailgunOn = on('mailgun', 'mg-token');
    const refused = "The key must be Mailgun's HTTP webhook signing key";
    renderWithApp(<EmailWebhooksPanel />, {
      mocks: [
        listMock([...ALL.slice(0, 3), mailgunOn]),
        saveMock(
          { provider: 'mailgun', enabled: true, secret: 'short' },
          {
            errors: [
              new GraphQLError(refused, {
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { secret: refused } },
              }),
            ],
          },
        ),
        saveMock(
          { provider: 'mailgun', enabled: true, secret: 'key-0123456789abcdef' },
          { ...mailgunOn, hasSecret: true },
        ),
      ],
    });
    const mailgun = await screen.findByTestId('webhook-mailgun');
    expect(
      within(mailgun).getByText('Mailgun calls are refused until you save the HTTP webhook signing key.'),
    ).toBeInTheDocument();
    const key = within(mailgun).getByLabelText('HTTP webhook signing key');
    await user.click(key);
    await user.paste('short');
    await user.click(buttonIn(mailgun, 'Save key'));
    expect(
      await within(card('mailgun')).findByText(refused, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();

    await user.clear(key);
    await user.paste('key-0123456789abcdef');
    await user.click(buttonIn(card('mailgun'), 'Save key'));
    await expectToast('Key saved');
    await waitFor(() =>
      expect(within(card('mailgun')).getByLabelText('HTTP webhook signing key')).toHaveAttribute(
        'placeholder',
        '•••••••• (saved)',
      ),
    );
    expect(within(card('mailgun')).queryByText(/calls are refused/)).not.toBeInTheDocument();
  });

  it('makes a new URL once confirmed', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailWebhooksPanel />, {
      mocks: [
        listMock(ALL),
        {
          request: { query: RegenerateEmailWebhookUrlDocument, variables: { provider: 'sendgrid' } },
          result: {
            data: { __typename: 'Mutation', regenerateEmailWebhookUrl: on('sendgrid', 'fresh-token') },
          },
        },
      ],
    });
    const sendgrid = await screen.findByTestId('webhook-sendgrid');
    await user.click(buttonIn(sendgrid, 'New URL'));
    await user.click((await screen.findByText('Make new URL')).closest('button')!);
    await expectToast('New URL made', 'Paste it into SendGrid: the old one no longer works.');
    await waitFor(() =>
      expect(within(card('sendgrid')).getByLabelText('SendGrid webhook URL')).toHaveValue(
        `${BASE}/sendgrid/fresh-token`,
      ),
    );
  });

  it('is a closed section of Email Settings that loads once opened', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmailWebhooksSection />, { mocks: [listMock(ALL)] });
    const heading = screen.getByText('Bounce and complaint webhooks', { selector: 'h3' });
    expect(screen.queryByTestId('webhook-sendgrid')).not.toBeInTheDocument();
    await user.click(heading);
    expect(await screen.findByTestId('webhook-sendgrid')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^webhook-/)).toHaveLength(4);
  });
});
