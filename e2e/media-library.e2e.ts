import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from './support/sign-up';
import { openSession, screenshot, type Session } from './support/browser';

/** A photo-like JPEG: a gradient and a few shapes, so its variants are real work. */
function photo(hue: string, width = 1800, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#fdf6e3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.25}" fill="#ffffff" fill-opacity="0.5"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="#1f2937" fill-opacity="0.4"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Waits until the item's variants are made (its thumbnail appears), through the app's own API. */
async function variantsReady(page: Page, name: string): Promise<{ id: string; url: string }> {
  for (let i = 0; i < 120; i += 1) {
    const found = await page.evaluate(async (wanted) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ mediaItems { items { id name url thumbnailUrl } } }' }),
      });
      const body = (await res.json()) as {
        data: {
          mediaItems: {
            items: Array<{ id: string; name: string; url: string; thumbnailUrl: string | null }>;
          };
        };
      };
      return body.data.mediaItems.items.find((item) => item.name === wanted) ?? null;
    }, name);
    if (found?.thumbnailUrl) return found;
    await page.waitForTimeout(250);
  }
  throw new Error(`no variants for ${name} within 30 s`);
}

describe('the media library', () => {
  let owner: Session;
  let phone: Session;
  beforeAll(async () => {
    owner = await openSession(1440, 1000);
    phone = await openSession(390, 844);
  });
  afterAll(async () => {
    await owner.close();
    await phone.close();
  });

  it('uploads two images, puts one on a published page that a phone loads as a small variant, and names the funnel before deleting it', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('media'));
    await page.goto('/media-library');
    await page.getByRole('heading', { name: 'Media Library', level: 1 }).waitFor();
    await page.getByText('No media yet').waitFor();

    // Two files at once, each with its own progress, through the Upload Files dialog.
    await page.getByRole('button', { name: 'Upload Files' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'sunrise.jpg', mimeType: 'image/jpeg', buffer: await photo('#f97316') },
      { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await photo('#0ea5e9') },
    ]);
    await dialog.getByLabel('Uploaded').nth(1).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('article', { name: 'sunrise.jpg' }).waitFor();
    await page.getByRole('article', { name: 'harbour.jpg' }).waitFor();
    const sunrise = await variantsReady(page, 'sunrise.jpg');
    await variantsReady(page, 'harbour.jpg');

    // A funnel with an empty image; the builder puts the library image into it.
    const funnelId = await page.evaluate(async () => {
      const config = {
        elements: [
          { id: 'headline-1', type: 'headline', content: 'Spring launch', styles: {} },
          { id: 'image-1', type: 'image', content: '', styles: { width: '100%' } },
        ],
        pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
      };
      const res = await fetch('/api/funnels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Spring launch',
          templateType: 'landing',
          config: JSON.stringify(config),
        }),
      });
      return ((await res.json()) as { id: string }).id;
    });
    await page.goto(`/builder/${funnelId}`);
    const item = page.locator('[data-element-id="image-1"].ff-canvas-item');
    await item.waitFor();
    await item.hover();
    await item.getByRole('button', { name: 'Edit Image' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit image' });
    await editor.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Media Library' });
    await picker.locator('.ff-media-tile', { hasText: 'sunrise.jpg' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await editor.getByLabel('Image URL').inputValue()).toBe(sunrise.url);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/i).first().waitFor();
    const published = await page.evaluate(async (id) => {
      const res = await fetch(`/api/funnels/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'published' }),
      });
      return res.status;
    }, funnelId);
    expect(published).toBe(200);

    // A 390 px phone downloads a 640 px variant, never the 1800 px original.
    const v = phone.page;
    const downloaded: string[] = [];
    v.on('response', (response) => {
      if (response.url().includes('/uploads/')) downloaded.push(new URL(response.url()).pathname);
    });
    await v.goto(`/p/${funnelId}`);
    const img = v.locator('.ffp-el--image img');
    await img.scrollIntoViewIfNeeded();
    await v.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('.ffp-el--image img');
      return Boolean(el?.complete && el.naturalWidth > 0);
    });
    const currentSrc = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
    expect(currentSrc).toMatch(/\/w640\.avif$/);
    expect(downloaded).toEqual([currentSrc]);
    expect(downloaded).not.toContain(sunrise.url);
    await screenshot(v, 'media-published-page');

    // Back in the library: the image says where it is used, and deleting it names the funnel.
    await page.goto('/media-library');
    const card = page.getByRole('article', { name: 'sunrise.jpg' });
    await card.getByText('Used in 1 funnel').waitFor();
    await screenshot(page, 'media-library');
    await card.getByRole('button', { name: 'Delete sunrise.jpg' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete "sunrise.jpg"?' });
    await confirm.getByText('Spring launch').waitFor();
    // The dialog fades in; the picture is taken once it is there.
    await page.waitForTimeout(500);
    await screenshot(page, 'media-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'harbour.jpg' }).waitFor();

    // The published page now shows a placeholder where the image was.
    await v.reload();
    await v.locator('.ffp-el--image .ffp-image__placeholder').waitFor();
    expect(await v.locator('.ffp-el--image img').count()).toBe(0);
    expect(owner.problems).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('shows the library on a phone', async () => {
    const { page } = phone;
    await signUp(page, uniqueEmail('media-phone'));
    await page.goto('/media-library');
    await page.getByText('No media yet').waitFor();
    await screenshot(page, 'media-library-empty');
  });
});
