import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateProfileDocument } from '../../gql/graphql';
import { buttonByText } from '../../test/dom';
import { janeDoe } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { NameBioForm } from './NameBioForm';

afterEach(resetToasts);

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderWithApp(<NameBioForm user={janeDoe} />, { path: '/profile', mocks });
  return user;
}

describe('Settings profile form (002 §2)', () => {
  it('requires first and last name and sends nothing without them', async () => {
    const user = renderForm();
    await user.click(buttonByText('Save Changes'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('saves the names and bio', async () => {
    const input = { firstName: 'Jane', lastName: 'Doe', bio: 'Builds funnels.' };
    const user = renderForm([
      {
        request: { query: UpdateProfileDocument, variables: { input } },
        result: { data: { __typename: 'Mutation', updateProfile: { ...janeDoe, ...input } } },
      },
    ]);
    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.type(screen.getByLabelText('Bio'), 'Builds funnels.');
    await user.click(buttonByText('Save Changes'));
    await expectToast('Profile Updated');
  });

  it("says 'Update Failed' with 'Failed to update profile.' when the server gives no message", async () => {
    const input = { firstName: 'Jane', lastName: 'Doe', bio: '' };
    const user = renderForm([
      { request: { query: UpdateProfileDocument, variables: { input } }, error: new Error('network down') },
    ]);
    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.click(buttonByText('Save Changes'));
    await expectToast('Update Failed', 'Failed to update profile.');
  });

  it('refuses a file that is not an image, or over 5 MB, before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<NameBioForm user={janeDoe} />, { path: '/profile' });
    const input = screen.getByTestId('avatar-input');
    await user.upload(input, new File(['notes'], 'notes.png', { type: 'text/plain' }));
    await expectToast('Upload failed', 'Please select an image file');
    resetToasts();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    await expectToast('Upload failed', 'Image must be less than 5MB');
  });
});
