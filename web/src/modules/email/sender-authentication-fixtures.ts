import type { MockLink } from '@apollo/client/testing';
import {
  CheckDkimDocument,
  CheckEmailDnsDocument,
  DkimStateDocument,
  RotateDkimDocument,
  SetDkimSigningDocument,
  SetupDkimDocument,
  type CheckEmailDnsMutation,
  type DkimKeyFieldsFragment,
  type DkimSigningInput,
  type DkimStateFieldsFragment,
  type EmailDnsCheckFieldsFragment,
} from '../../gql/graphql';
import type { graphqlError } from './email-test-fixtures';

export const RECORD_VALUE = `v=DKIM1; k=rsa; p=${'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'.repeat(8)}IDAQAB`;

export function makeKey(overrides: Partial<DkimKeyFieldsFragment> = {}): DkimKeyFieldsFragment {
  return {
    __typename: 'DkimKey',
    id: 'key-1',
    domain: 'example.com',
    selector: 'ff202612',
    recordName: 'ff202612._domainkey.example.com',
    recordValue: RECORD_VALUE,
    checkedAt: null,
    checkResult: null,
    checkMessage: null,
    published: false,
    ...overrides,
  };
}

export const FOUND = {
  checkedAt: '2026-12-01T10:00:00.000Z',
  checkResult: 'found',
  checkMessage: 'The DKIM record at ff202612._domainkey.example.com is published and matches your key.',
  published: true,
} as const;

export const NOT_FOUND = {
  checkedAt: '2026-12-01T10:00:00.000Z',
  checkResult: 'missing',
  checkMessage:
    'No DKIM record was found at ff202612._domainkey.example.com yet. Add it at your DNS provider; changes can take a few minutes to an hour to show.',
  published: false,
} as const;

export function makeDkimState(overrides: Partial<DkimStateFieldsFragment> = {}): DkimStateFieldsFragment {
  return {
    __typename: 'DkimState',
    domain: 'example.com',
    fromEmail: 'news@example.com',
    source: 'user',
    signing: false,
    message:
      'Emails from example.com are not signed. Set up DKIM to make a key and get the DNS record to publish.',
    key: null,
    nextKey: null,
    ...overrides,
  };
}

type Answer<T> = T | ReturnType<typeof graphqlError> | Error;

function answer<T>(field: string, value: Answer<T>) {
  if (value instanceof Error) return { error: value };
  if (value && typeof value === 'object' && 'errors' in value) return { result: value };
  return { result: { data: { __typename: 'Mutation', [field]: value } } };
}

export function dkimStateMock(
  state: DkimStateFieldsFragment | Error,
  options: { delay?: number; maxUsageCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: DkimStateDocument },
    ...(state instanceof Error
      ? { error: state }
      : { result: { data: { __typename: 'Query', dkimState: state } } }),
    ...options,
  };
}

export const setupDkimMock = (
  value: Answer<DkimStateFieldsFragment>,
  delay?: number,
): MockLink.MockedResponse => ({
  request: { query: SetupDkimDocument },
  ...answer('setupDkim', value),
  delay,
});

export const checkDkimMock = (
  value: Answer<DkimStateFieldsFragment>,
  delay?: number,
): MockLink.MockedResponse => ({
  request: { query: CheckDkimDocument },
  ...answer('checkDkim', value),
  delay,
});

export const rotateDkimMock = (value: Answer<DkimStateFieldsFragment>): MockLink.MockedResponse => ({
  request: { query: RotateDkimDocument },
  ...answer('rotateDkim', value),
});

export const signingMock = (
  input: DkimSigningInput,
  value: Answer<DkimStateFieldsFragment>,
): MockLink.MockedResponse => ({
  request: { query: SetDkimSigningDocument, variables: { input } },
  ...answer('setDkimSigning', value),
});

export function dnsCheck(
  status: EmailDnsCheckFieldsFragment['status'],
  message: string,
  extra: Partial<EmailDnsCheckFieldsFragment> = {},
): EmailDnsCheckFieldsFragment {
  return {
    __typename: 'EmailDnsCheck',
    status,
    message,
    found: null,
    recordName: null,
    recordValue: null,
    ...extra,
  };
}

export function dnsReport(
  checks: Pick<CheckEmailDnsMutation['checkEmailDns'], 'spf' | 'dkim' | 'dmarc'>,
): CheckEmailDnsMutation['checkEmailDns'] {
  return {
    __typename: 'EmailDnsReport',
    domain: 'example.com',
    checkedAt: '2026-12-01T10:00:00.000Z',
    ...checks,
  };
}

export const checkDnsMock = (
  value: Answer<CheckEmailDnsMutation['checkEmailDns']>,
  delay?: number,
): MockLink.MockedResponse => ({
  request: { query: CheckEmailDnsDocument },
  ...answer('checkEmailDns', value),
  delay,
});
