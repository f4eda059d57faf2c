import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { MockLink } from '@apollo/client/testing';
import {
  DeleteLeadDocument,
  LeadCountDocument,
  MeDocument,
  PublishFunnelDocument,
  SignInDocument,
  UpdateFunnelDocument,
} from '../gql/graphql';
import { graphqlError } from '../test/funnel-fixtures';
import { assignLocation } from './browser-navigation';
import { sessionExpiryLink } from './session-expiry-link';
import { failureToast } from './toast/notify';
import { recordToasts } from '../test/toasts';

jest.mock('./browser-navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;

/** The app's chain with mocks in place of the server: the link first, answers at once. */
function clientAnswering(mocks: ReadonlyArray<MockLink.MockedResponse>): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionExpiryLink, new MockLink(mocks, { defaultOptions: { delay: 0 } })]),
    cache: new InMemoryCache(),
  });
}

const unauthenticated = graphqlError('Not signed in', 'UNAUTHENTICATED');

/** Every toast opened during the test, in order (the screen shows only the newest). */
let shown: Array<[unknown, unknown, unknown]>;
let stopWatching: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  assign.mockReset();
  window.history.replaceState(null, '', '/leads?status=new');
  shown = [];
  stopWatching = recordToasts(({ title, description, variant }) => shown.push([title, description, variant]));
});

afterEach(() => {
  stopWatching();
  // Lets any scheduled sign-in run, so the next test starts with none pending.
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const LOGGED_OUT = ['Unauthorized', 'You are logged out. Logging in again...', 'destructive'];

describe('session-expiry link (000 §6, 001 §8 Unauthorised)', () => {
  it('tells an UNAUTHENTICATED answer once, with no second toast from the screen, and goes to sign-in 500 ms later', async () => {
    const client = clientAnswering([
      { request: { query: DeleteLeadDocument, variables: { id: 'l1' } }, result: unauthenticated },
    ]);
    // What a screen does with a failed call (use-lead-actions).
    const failed = client.mutate({ mutation: DeleteLeadDocument, variables: { id: 'l1' } }).then(
      () => null,
      (error: unknown) => failureToast(error, 'Failed to delete lead'),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(await failed).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(shown).toEqual([LOGGED_OUT]);
    await jest.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fleads%3Fstatus%3Dnew');
    expect(shown).toEqual([LOGGED_OUT]);
  });

  it('signs out once when several operations find the session ended together (queries, mutations, an HTTP 401)', async () => {
    const http401 = new ServerError('Response not successful: Received status code 401', {
      response: new Response('Unauthorized', { status: 401 }),
      bodyText: 'Unauthorized',
    });
    const client = clientAnswering([
      { request: { query: LeadCountDocument, variables: { filter: null } }, result: unauthenticated },
      { request: { query: DeleteLeadDocument, variables: { id: 'l1' } }, result: unauthenticated },
      { request: { query: PublishFunnelDocument, variables: { id: 'f1' } }, error: http401 },
    ]);
    const toastOnFailure = (failure: string) => (error: unknown) => failureToast(error, failure);
    const calls = Promise.all([
      client
        .query({ query: LeadCountDocument, variables: { filter: null } })
        .catch(toastOnFailure('Failed to count leads')),
      client
        .mutate({ mutation: DeleteLeadDocument, variables: { id: 'l1' } })
        .catch(toastOnFailure('Failed to delete lead')),
      client
        .mutate({ mutation: PublishFunnelDocument, variables: { id: 'f1' } })
        .catch(toastOnFailure('Failed to update funnel')),
    ]);
    await jest.advanceTimersByTimeAsync(0);
    await calls;
    expect(shown).toEqual([LOGGED_OUT]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("words an ended session on a builder save as 'Session Expired' and goes to sign-in 1 s later (000 §9)", async () => {
    window.history.replaceState(null, '', '/builder/f-42');
    const input = { name: 'Spring Launch', templateType: 'lead', config: {} };
    const client = clientAnswering([
      { request: { query: UpdateFunnelDocument, variables: { id: 'f-42', input } }, result: unauthenticated },
    ]);
    const failed = client
      .mutate({ mutation: UpdateFunnelDocument, variables: { id: 'f-42', input } })
      .catch((error: unknown) => failureToast(error, 'Failed to save funnel'));
    await jest.advanceTimersByTimeAsync(0);
    await failed;
    expect(shown).toEqual([['Session Expired', 'Please log in again.', 'destructive']]);
    await jest.advanceTimersByTimeAsync(999);
    expect(assign).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fbuilder%2Ff-42');
  });

  it('leaves the answers to who-is-signed-in questions alone', async () => {
    const credentials = { email: 'jane@example.com', password: 'wrong' };
    const client = clientAnswering([
      { request: { query: MeDocument }, result: unauthenticated },
      {
        request: { query: SignInDocument, variables: { input: credentials } },
        result: graphqlError('Invalid email or password', 'UNAUTHENTICATED'),
      },
    ]);
    const calls = Promise.all([
      client.query({ query: MeDocument }).catch(() => null),
      client.mutate({ mutation: SignInDocument, variables: { input: credentials } }).catch(() => null),
    ]);
    await jest.advanceTimersByTimeAsync(0);
    await calls;
    await jest.advanceTimersByTimeAsync(5000);
    expect(shown).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves other failures to the screen's own toast", async () => {
    const client = clientAnswering([
      {
        request: { query: DeleteLeadDocument, variables: { id: 'l1' } },
        result: graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    const failed = client
      .mutate({ mutation: DeleteLeadDocument, variables: { id: 'l1' } })
      .catch((error: unknown) => failureToast(error, 'Failed to delete lead'));
    await jest.advanceTimersByTimeAsync(0);
    await failed;
    await jest.advanceTimersByTimeAsync(5000);
    expect(shown).toEqual([['Error', 'Failed to delete lead', 'destructive']]);
    expect(assign).not.toHaveBeenCalled();
  });
});
