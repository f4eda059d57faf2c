import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import {
  MockedProvider as ApolloMockedProvider,
  type MockedProviderProps,
} from '@apollo/client/testing/react';
import { useState } from 'react';
import { createCache } from '../app/cache';
import { sessionExpiryLink } from '../app/session-expiry-link';
import { sendingDefaultsMock } from '../modules/email/email-test-fixtures';
import { aiCostRatesMock } from './ai-cost-rates';
import { leadScoreBandsMock } from './lead-score-bands';

/**
 * Apollo's MockedProvider with the app's session-expiry link in front of the mocks, as in the
 * app: an 'Unauthorized' answer is told and sent to sign-in there, not by the screen.
 * `leadScoreBands` (the spec's bands), `aiCostRates` (provider prices) and `emailSendingDefaults`
 * are answered unless a test answers them first.
 */
export function MockedProvider({
  mocks = [],
  showWarnings,
  mockLinkDefaultOptions,
  cache,
  ...props
}: MockedProviderProps) {
  // The app's type policies (paged lists), unless a test brings its own cache.
  const [appCache] = useState(() => cache ?? createCache());
  // MockedProvider builds its client once; the link must stay the same across renders.
  const [link] = useState(() =>
    ApolloLink.from([
      sessionExpiryLink,
      // Reference data every screen may ask for, after the test's own mocks (which come first).
      new MockLink([...mocks, leadScoreBandsMock(), aiCostRatesMock(), sendingDefaultsMock()], {
        showWarnings,
        defaultOptions: mockLinkDefaultOptions,
      }),
    ]),
  );
  return <ApolloMockedProvider {...props} cache={appCache} link={link} />;
}
