import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { SessionExpiredError } from '../session-expired';
import { failureToast, successToast } from './notify';
import { recordToasts, type RecordedToast } from '../../test/toasts';

/** The toasts opened so far; the screen shows the newest alone. */
let shown: RecordedToast[] = [];
let stopRecording: () => void;
const visible = () => shown.slice(-1);

const refused = (message: string, code: string, fieldErrors?: Record<string, string>) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: { code, fieldErrors } })] });

beforeEach(() => {
  shown = [];
  stopRecording = recordToasts((toast) => shown.push(toast));
});
afterEach(() => stopRecording());

describe('notify (000 §8 toasts)', () => {
  it("says 'Success' with the screen's words", () => {
    successToast('Lead created successfully');
    expect(visible()).toEqual([
      expect.objectContaining({
        title: 'Success',
        description: 'Lead created successfully',
        variant: 'success',
      }),
    ]);
  });

  it("says 'Error' in the screen's words (or its own title) and answers what the server said", () => {
    const info = failureToast(
      refused('Email is taken', 'BAD_USER_INPUT', { email: 'Email is taken' }),
      ({ message }) => `Failed to create lead: ${message}`,
    );
    expect(visible()).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to create lead: Email is taken',
        variant: 'destructive',
      }),
    ]);
    expect(info.fieldErrors).toEqual({ email: 'Email is taken' });
    failureToast(new Error('socket closed'), (i) => i.message, {
      title: 'Restore Failed',
      fallback: 'Try again',
    });
    expect(visible()).toEqual([
      expect.objectContaining({ title: 'Restore Failed', description: 'Try again' }),
    ]);
  });

  it('shows nothing for an ended session: the session-expiry link has told it', () => {
    failureToast(refused('Not signed in', 'UNAUTHENTICATED'), 'Failed to delete lead');
    failureToast(new SessionExpiredError(), 'Failed to upload image');
    expect(visible()).toEqual([]);
  });
});
