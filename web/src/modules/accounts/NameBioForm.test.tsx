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

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const originalFetch = globalThis.fetch;

afterEach(() => {
  resetToasts();
  globalThis.fetch = originalFetch;
});

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

  it('refuses a file that is not an image by its bytes, or over 5 MB, before uploading', async () => {
    const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<NameBioForm user={janeDoe} />, { path: '/profile' });
    const input = screen.getByTestId('avatar-input');
    // Named and typed as a PNG, but text inside.
    await user.upload(input, new File(['notes'], 'notes.png', { type: 'image/png' }));
    await expectToast('Upload failed', 'Please select an image file');
    resetToasts();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_SIGNATURE);
    await user.upload(input, new File([big], 'big.png', { type: 'image/png' }));
    await expectToast('Upload failed', 'Image must be less than 5MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a real JPEG whatever its name says', async () => {
    const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
      async () =>
        new Response(JSON.stringify({ imageUrl: '/uploads/avatars/u/new.webp' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<NameBioForm user={janeDoe} />, { path: '/profile' });
    const photo = new File([JPEG_START], 'holiday.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('avatar-input'), photo);
    await expectToast('Photo updated');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/upload-photo');
    expect((init?.body as FormData).get('profileImage')).toBeInstanceOf(File);
    expect(((init?.body as FormData).get('profileImage') as File).name).toBe('holiday.txt');
  });
});
