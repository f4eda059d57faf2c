import { SessionExpiredError, reportSessionExpired } from './session-expired';

/**
 * The app's REST calls (`/api/...` with the session cookie). A 401 is reported like an
 * 'Unauthorized' GraphQL answer (toast, then sign-in) and rejects with `SessionExpiredError`,
 * so no caller looks at the status for it. Other answers come back as they are; a network
 * failure or an abort rejects as `fetch` does.
 */
export async function apiFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, { credentials: 'same-origin', ...init });
  if (response.status === 401) {
    reportSessionExpired();
    throw new SessionExpiredError();
  }
  return response;
}
