import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  DeleteEmailSettingsDocument,
  EmailSendingDefaultsDocument,
  EmailSettingsDocument,
  EmailStatusChangedDocument,
  EmailStatusDocument,
  SaveEmailSettingsDocument,
  TestEmailSettingsDocument,
  type EmailSendingDefaultsQuery,
  type EmailSettingsFieldsFragment,
  type EmailSettingsInput,
  type EmailStatusFieldsFragment,
} from '../../gql/graphql';

export const SIMULATED =
  'Emails are simulated: no SMTP server is configured. Campaigns are marked sent and each message is logged, not delivered.';

export function makeSettings(
  overrides: Partial<EmailSettingsFieldsFragment> = {},
): EmailSettingsFieldsFragment {
  return {
    __typename: 'EmailSettings',
    id: 'es-1',
    smtpHost: 'smtp.example.com',
    smtpPort: 587,
    smtpSecure: false,
    smtpUser: 'sender@example.com',
    fromEmail: 'news@example.com',
    fromName: 'Forge News',
    isActive: true,
    hasPassword: true,
    sendRatePerSecond: null,
    sendConnections: null,
    hourlyQuota: null,
    dailyQuota: null,
    lastTestedAt: null,
    lastTestOk: null,
    lastTestMessage: null,
    ...overrides,
  };
}

export function status(configured: boolean, connected: boolean, message: string): EmailStatusFieldsFragment {
  return { __typename: 'EmailStatus', configured, connected, message };
}

export const graphqlError = (message: string, code: string, fieldErrors?: Record<string, string>) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } })],
});

export function settingsMock(
  settings: EmailSettingsFieldsFragment | null,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query: EmailSettingsDocument },
    result: { data: { __typename: 'Query', emailSettings: settings } },
    delay,
  };
}

export function statusMock(value: EmailStatusFieldsFragment, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: EmailStatusDocument },
    result: { data: { __typename: 'Query', emailStatus: value } },
    delay,
  };
}

/** A subscription that never pushes. */
export const quietEmailStatus: MockLink.MockedResponse = {
  request: { query: EmailStatusChangedDocument },
  result: { data: null },
  delay: Infinity,
};

/** One pushed status after `delay` ms. */
export function statusPushed(value: EmailStatusFieldsFragment, delay = 50): MockLink.MockedResponse {
  return {
    request: { query: EmailStatusChangedDocument },
    result: { data: { __typename: 'Subscription', emailStatusChanged: value } },
    delay,
  };
}

export function saveMock(
  input: EmailSettingsInput,
  answer: EmailSettingsFieldsFragment | ReturnType<typeof graphqlError> | Error,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query: SaveEmailSettingsDocument, variables: { input } },
    ...(answer instanceof Error
      ? { error: answer }
      : 'errors' in answer
        ? { result: answer }
        : { result: { data: { __typename: 'Mutation', saveEmailSettings: answer } } }),
    delay,
  };
}

export function testMock(
  input: EmailSettingsInput,
  answer: { success: boolean; message: string } | ReturnType<typeof graphqlError>,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query: TestEmailSettingsDocument, variables: { input } },
    result:
      'errors' in answer
        ? answer
        : {
            data: { __typename: 'Mutation', testEmailSettings: { __typename: 'EmailTestResult', ...answer } },
          },
    delay,
  };
}

export function deleteMock(
  answer: true | ReturnType<typeof graphqlError>,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query: DeleteEmailSettingsDocument },
    result: answer === true ? { data: { __typename: 'Mutation', deleteEmailSettings: true } } : answer,
    delay,
  };
}

/** The server's sending-limit defaults (CAMPAIGN_SEND_*), answered every time they are asked. */
export function sendingDefaultsMock(
  defaults: Partial<EmailSendingDefaultsQuery['emailSendingDefaults']> = {},
): MockLink.MockedResponse {
  return {
    request: { query: EmailSendingDefaultsDocument },
    result: {
      data: {
        __typename: 'Query',
        emailSendingDefaults: {
          __typename: 'EmailSendingDefaults',
          ratePerSecond: 10,
          maxConnections: 5,
          hourlyQuota: 0,
          dailyQuota: 0,
          ...defaults,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
