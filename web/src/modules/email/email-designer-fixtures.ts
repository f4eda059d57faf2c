import type { MockLink } from '@apollo/client/testing';
import {
  ChooseEmailThemeDocument,
  EmailDesignerDocument,
  EmailPerformanceDocument,
  EmailPreviewDocument,
  type EmailPerformanceQuery,
  type EmailSendFiguresFieldsFragment,
  type EmailThemeFieldsFragment,
} from '../../gql/graphql';

const theme = (
  name: string,
  primary: string,
  secondary: string,
  background: string,
): EmailThemeFieldsFragment => ({
  __typename: 'EmailTheme',
  name,
  primary,
  secondary,
  background,
});

export const THEMES: EmailThemeFieldsFragment[] = [
  theme('Professional', '#1e40af', '#334155', '#f1f5f9'),
  theme('Modern', '#6d28d9', '#1f2937', '#f5f3ff'),
  theme('Minimal', '#18181b', '#3f3f46', '#ffffff'),
  theme('Vibrant', '#c2410c', '#431407', '#fff7ed'),
  theme('Corporate', '#0c4a6e', '#1e293b', '#e2e8f0'),
];

export const themeNamed = (name: string) =>
  THEMES.find((t) => t.name === name) ?? (THEMES[0] as EmailThemeFieldsFragment);

export function designerMock(current: string): MockLink.MockedResponse {
  return {
    request: { query: EmailDesignerDocument },
    result: { data: { __typename: 'Query', emailThemes: THEMES, emailTheme: themeNamed(current) } },
  };
}

export function chooseMock(
  name: string,
  answer: 'ok' | Error | { errors: unknown[] },
): MockLink.MockedResponse {
  return {
    request: { query: ChooseEmailThemeDocument, variables: { name } },
    ...(answer === 'ok'
      ? { result: { data: { __typename: 'Mutation', chooseEmailTheme: themeNamed(name) } } }
      : answer instanceof Error
        ? { error: answer }
        : { result: answer as never }),
  };
}

export function previewMock(themeName: string, variables: { theme: string | null }): MockLink.MockedResponse {
  return {
    request: { query: EmailPreviewDocument, variables },
    result: {
      data: {
        __typename: 'Query',
        emailPreview: {
          __typename: 'EmailPreview',
          theme: themeNamed(themeName),
          subject: 'Welcome to Forge News!',
          html: `<html><body data-theme="${themeName}">Thanks for signing up.</body></html>`,
        },
      },
    },
  };
}

export function figures(
  overrides: Partial<EmailSendFiguresFieldsFragment> = {},
): EmailSendFiguresFieldsFragment {
  return {
    __typename: 'EmailSendFigures',
    attempted: 0,
    delivered: 0,
    failed: 0,
    simulated: 0,
    opened: 0,
    clicked: 0,
    machineOpened: 0,
    deliveryRate: null,
    openRate: null,
    clickRate: null,
    ...overrides,
  };
}

const RULES = [
  ['A+', 98, 20, 2.5],
  ['A', 95, 15, 1.5],
  ['B', 90, 10, 0.5],
  ['C', 80, 5, 0],
  ['D', 0, 0, 0],
] as const;

type Performance = EmailPerformanceQuery['emailPerformance'];

export function performanceMock(overrides: Partial<Performance> = {}): MockLink.MockedResponse {
  const performance: Performance = {
    __typename: 'EmailPerformance',
    periodDays: 30,
    periodStart: '2026-10-23T00:00:00.000Z',
    overall: figures(),
    current: figures(),
    previous: figures(),
    trend: null,
    grade: null,
    gradeRules: RULES.map(([grade, minDeliveryRate, minOpenRate, minClickRate]) => ({
      __typename: 'EmailHealthRule',
      grade,
      minDeliveryRate,
      minOpenRate,
      minClickRate,
    })),
    activity: [],
    ...overrides,
  };
  return {
    request: { query: EmailPerformanceDocument },
    result: { data: { __typename: 'Query', emailPerformance: performance } },
  };
}
