import { openSession, screenshot, type Session } from './support/browser';
import { signUp, uniqueEmail } from './support/sign-up';

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4YKl9wFKbAUIBACJSBJGhAHVTAAAAAElFTkSuQmCC',
  'base64',
);

describe('the avatar in a browser (issue 16)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(1366, 900);
  });
  afterAll(() => session.close());

  it('uploads a photo on /profile and shows it in the top bar at once and after a reload', async () => {
    const { page } = session;
    await signUp(page, uniqueEmail('avatar.owner'));
    await page.goto('/profile');
    await page.getByText('Save Changes', { exact: true }).waitFor();
    const topBarAvatar = page.locator('.ff-user-menu img');
    expect(await topBarAvatar.count()).toBe(0);

    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Photo updated', { exact: true }).waitFor();

    // The top bar shows the stored picture without a reload: the re-encoded 256 px WebP.
    await topBarAvatar.waitFor();
    const src = await topBarAvatar.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.ff-user-menu img');
      return img !== null && img.complete && img.naturalWidth === 256;
    });
    await screenshot(page, 'profile-avatar');

    await page.reload();
    await page.locator('.ff-user-menu img').waitFor();
    expect(await page.locator('.ff-user-menu img').getAttribute('src')).toBe(src);
  });

  it('refuses a text file before uploading it', async () => {
    const { page } = session;
    await page.goto('/profile');
    await page.getByText('Save Changes', { exact: true }).waitFor();
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await page.getByText('Please select an image file', { exact: true }).waitFor();
  });
});
