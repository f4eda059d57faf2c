import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { UpdateProfileDocument, type CurrentUserFragment, type ProfileInput } from '../../gql/graphql';
import { buttonByText } from '../../test/dom';
import { janeDoe } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { AccountProfileForm } from './AccountProfileForm';

const NEW_PASSWORD = 'Copper-Lantern-Harbour-93';

function updateMock(
  input: ProfileInput,
  answer: CurrentUserFragment | GraphQLError,
): MockLink.MockedResponse {
  return {
    request: { query: UpdateProfileDocument, variables: { input } },
    result:
      answer instanceof GraphQLError
        ? { errors: [answer] }
        : { data: { __typename: 'Mutation', updateProfile: answer } },
  };
}

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderWithApp(<AccountProfileForm user={janeDoe} />, { path: '/account', mocks });
  return user;
}

const field = (label: string) => screen.getByLabelText(label);

afterEach(resetToasts);

describe('Account Settings profile form (002 §2, §5)', () => {
  it('shows the read-only user ID and member-since date', () => {
    renderForm();
    expect(screen.getByText(janeDoe.id)).toBeInTheDocument();
    expect(screen.getByText('Nov 01, 2026')).toBeInTheDocument();
  });

  it("says 'Password Mismatch' and sends nothing when the confirmation differs", async () => {
    // No mock: a request would fail the test with 'No more mocked responses'.
    const user = renderForm();
    await user.type(field('Current Password'), 'Forge-Strong-Passphrase-42');
    await user.type(field('New Password'), NEW_PASSWORD);
    await user.type(field('Confirm New Password'), `${NEW_PASSWORD}x`);
    await user.click(buttonByText('Update Profile'));
    await expectToast('Password Mismatch', "New password and confirmation don't match.");
  });

  it('sends the current and new password when they match, then clears them', async () => {
    const user = renderForm([
      updateMock(
        {
          username: 'jane_doe',
          email: janeDoe.email,
          newPassword: NEW_PASSWORD,
          currentPassword: 'Forge-Strong-Passphrase-42',
        },
        { ...janeDoe, username: 'jane_doe' },
      ),
    ]);
    await user.type(field('Username'), 'jane_doe');
    await user.type(field('Current Password'), 'Forge-Strong-Passphrase-42');
    await user.type(field('New Password'), NEW_PASSWORD);
    await user.type(field('Confirm New Password'), NEW_PASSWORD);
    await user.click(buttonByText('Update Profile'));
    await expectToast(
      'Profile Updated',
      'Your password was changed and your other sessions were signed out.',
    );
    await waitFor(() => expect(field('New Password')).toHaveValue(''));
  });

  it("says 'Update Failed' with the server's message and puts it by the field", async () => {
    const message = 'This username is already taken. Choose another one.';
    const user = renderForm([
      updateMock(
        { username: 'taken', email: janeDoe.email },
        new GraphQLError(message, { extensions: { code: 'CONFLICT', fieldErrors: { username: message } } }),
      ),
    ]);
    await user.type(field('Username'), 'taken');
    await user.click(buttonByText('Update Profile'));
    await expectToast('Update Failed', message);
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
  });

  it('requires an email address', async () => {
    renderForm();
    fireEvent.change(field('Email'), { target: { value: '' } });
    fireEvent.click(buttonByText('Update Profile'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });
});
