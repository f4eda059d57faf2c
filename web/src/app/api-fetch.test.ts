import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { DeleteLeadDocument } from '../gql/graphql';
import { graphqlError } from '../test/funnel-fixtures';
import { apiFetch } from './api-fetch';
import { assignLocation } from './browser-navigation';
import { SessionExpiredError } from './session-expired';
import { sessionExpiryLink } from './session-expiry-link';
import { failureToast } from './toast/notify';
import { recordToasts } from '../test/toasts';

jest.mock('./browser-navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.MockedFunction<typeof assignLocation>;

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
const originalFetch = globalThis.fetch;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every toast opened during the test, in order (the screen shows only the newest). */
let shown: Array<[unknown, unknown]>;
let stopWatching: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  assign.mockReset();
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () => json(200, { ok: true }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/builder/f-42');
  shown = [];
  stopWatching = recordToasts(({ title, description }) => shown.push([title, description]));
});

afterEach(() => {
  stopWatching();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
  window.history.replaceState(null, '', '/');
});

const LOGGED_OUT = ['Unauthorized', 'You are logged out. Logging in again...'];

describe('apiFetch: the REST calls of the app', () => {
  it('sends the session cookie and hands back any answer but a 401 as it is', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Down' }));
    const response = await apiFetch('/api/media', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(500);
    await expect(response.json()).resolves.toEqual({ message: 'Down' });
    expect(fetchMock).toHaveBeenCalledWith('/api/media', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    await jest.advanceTimersByTimeAsync(5000);
    expect(shown).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("tells a 401 like an 'Unauthorized' GraphQL answer: one toast, sign-in 500 ms later with the way back", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthorized' }));
    const failure = await apiFetch('/api/upload/image', { method: 'POST' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionExpiredError);
    // The caller's failure toast stays silent: the 'Unauthorized' one is not replaced.
    failureToast(failure, 'Failed to upload image');
    expect(shown).toEqual([LOGGED_OUT]);
    await jest.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fbuilder%2Ff-42');
  });

  it('signs out once when a REST 401 and a GraphQL UNAUTHENTICATED answer arrive together', async () => {
    fetchMock.mockImplementation(async () => json(401, { message: 'Unauthorized' }));
    const client = new ApolloClient({
      link: ApolloLink.from([
        sessionExpiryLink,
        new MockLink(
          [
            {
              request: { query: DeleteLeadDocument, variables: { id: 'l1' } },
              result: graphqlError('Not signed in', 'UNAUTHENTICATED'),
            },
          ],
          { defaultOptions: { delay: 0 } },
        ),
      ]),
      cache: new InMemoryCache(),
    });
    const calls = Promise.all([
      apiFetch('/api/media').catch((error: unknown) => failureToast(error, 'Failed to load media files')),
      apiFetch('/api/media').catch((error: unknown) => failureToast(error, 'Failed to load media files')),
      client
        .mutate({ mutation: DeleteLeadDocument, variables: { id: 'l1' } })
        .catch((error: unknown) => failureToast(error, 'Failed to delete lead')),
    ]);
    await jest.advanceTimersByTimeAsync(0);
    await calls;
    expect(shown).toEqual([LOGGED_OUT]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('rejects as fetch does when there is no answer, and tells nothing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/media')).rejects.toThrow('Failed to fetch');
    await jest.advanceTimersByTimeAsync(5000);
    expect(shown).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
