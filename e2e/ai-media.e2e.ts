import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from './support/sign-up';
import { openSession, screenshot, type Session } from './support/browser';

/** Waits for a toast that reads `text` (the live region repeats it for screen readers). */
const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).first().waitFor();

/** A draft funnel with an empty image and an empty video, made through the app's REST API. */
async function funnelWithMedia(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const config = {
      elements: [
        { id: 'headline-1', type: 'headline', content: 'Harbour tours', styles: {} },
        { id: 'image-1', type: 'image', content: '', styles: { width: '100%' } },
        { id: 'video-1', type: 'video', content: '', styles: {} },
      ],
      pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
    };
    const res = await fetch('/api/funnels', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Harbour tours',
        templateType: 'landing',
        config: JSON.stringify(config),
      }),
    });
    return ((await res.json()) as { id: string }).id;
  });
}

async function openEditor(page: Page, elementId: string, type: 'Image' | 'Video') {
  const item = page.locator(`[data-element-id="${elementId}"].ff-canvas-item`);
  await item.waitFor();
  await item.hover();
  await item.getByRole('button', { name: `Edit ${type}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${type.toLowerCase()}` });
  await dialog.waitFor();
  // Until antd's zoom-in has run, a click can land where a button is about to be (a busy machine
  // once lost the 'Generate with AI' click that way).
  await page.waitForFunction(() => !document.querySelector('[class*="-appear"], [class*="-enter"]'));
  return dialog;
}

describe('AI media with the offline generators', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await openSession(1440, 1000);
  });
  afterAll(async () => {
    await owner.close();
  });

  it('generates an image into an element, a video whose status arrives live, dubs it with an offline voice, and finds both labelled in the library', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('ai-media'));
    const funnelId = await funnelWithMedia(page);
    await page.goto(`/builder/${funnelId}`);

    // An image from the prompt, drawn on this machine and said to be.
    const imageEditor = await openEditor(page, 'image-1', 'Image');
    await imageEditor.getByRole('button', { name: 'Generate with AI' }).click();
    await imageEditor.getByText('Offline generator').first().waitFor();
    const generate = imageEditor.getByRole('button', { name: /(^| )Generate$/ });
    expect(await generate.isDisabled()).toBe(true);
    await imageEditor.getByLabel('Prompt').fill('A calm harbour at sunrise with sailing boats');
    await generate.click();
    await toast(page, 'AI Image Generated Successfully!');
    const imageUrl = await imageEditor.getByLabel('Image URL').inputValue();
    expect(imageUrl).toMatch(/^\/uploads\/.+\.png$/);
    const image = await page.request.get(imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await imageEditor.getByRole('button', { name: 'Save Changes' }).click();

    // A video: the panel starts it, the AI videos list follows it to completed without a reload.
    const videoEditor = await openEditor(page, 'video-1', 'Video');
    await videoEditor.getByRole('button', { name: 'Generate with AI' }).click();
    await videoEditor.getByRole('button', { name: 'Generate video' }).click();
    await page.getByRole('alert').getByText('Please enter a video prompt').waitFor();
    await videoEditor.getByLabel('Video prompt').fill('Waves rolling into a quiet harbour');
    await videoEditor.getByLabel('Resolution').click();
    await page.locator('.ant-select-item-option', { hasText: '540p' }).click();
    await videoEditor.getByRole('button', { name: 'Generate video' }).click();
    await videoEditor.getByRole('button', { name: 'Generation started!' }).waitFor();
    await videoEditor.getByRole('button', { name: 'AI videos' }).last().click();
    const library = page.getByRole('dialog', { name: 'AI Videos library' });
    const row = library.getByRole('listitem', { name: 'Waves rolling into a quiet harbour' }).first();
    await row.waitFor();
    const seen = new Set<string>();
    const status = row.getByTestId('video-status');
    for (let i = 0; i < 240 && !seen.has('Completed'); i += 1) {
      seen.add((await status.textContent())?.replace(/ \d+%$/, '') ?? '');
      if (!seen.has('Completed')) await page.waitForTimeout(250);
    }
    expect(seen.has('Completed')).toBe(true);
    await row.getByText('Offline generator').first().waitFor();
    await screenshot(page, 'ai-videos-completed');

    // Dubbing with a voice made right there by the offline voice generator.
    await row.getByRole('button', { name: 'Dub with audio' }).click();
    const dub = page.getByRole('dialog', { name: 'Dub video with audio' });
    await dub.getByRole('button', { name: 'Dub video' }).click();
    await toast(page, 'No Audio Selected');
    const voice = dub.getByRole('form', { name: 'Generate voice' });
    await voice.getByLabel('Text').fill('Welcome aboard. The tour leaves at nine.');
    await voice.getByRole('button', { name: /(^| )Generate$/ }).click();
    await dub.getByRole('region', { name: 'Generated audio' }).waitFor({ timeout: 60_000 });
    await dub.getByRole('button', { name: 'Dub video' }).click();
    await toast(page, 'Video Dubbing Complete!');
    await dub.waitFor({ state: 'hidden' });
    const dubbed = library.getByRole('listitem').filter({ hasText: 'Dubbed' }).first();
    await dubbed.waitFor();
    await dubbed.getByRole('button', { name: 'Use Video' }).click();
    await toast(page, 'Video Selected');
    const videoUrl = await videoEditor.getByLabel('Video URL').inputValue();
    expect(videoUrl).toMatch(/^\/uploads\/.+\.mp4$/);
    await videoEditor.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/i).first().waitFor();

    // The funnel keeps both; the library shows them as AI-made, by the offline generator.
    const saved = await page.evaluate(async (id) => {
      const res = await fetch(`/api/funnels/${id}`);
      return (await res.json()) as { config: string | { elements: Array<{ id: string; content: string }> } };
    }, funnelId);
    const config = typeof saved.config === 'string' ? JSON.parse(saved.config) : saved.config;
    const contents = Object.fromEntries(
      (config.elements as Array<{ id: string; content: string }>).map((el) => [el.id, el.content]),
    );
    expect(contents['image-1']).toBe(imageUrl);
    expect(contents['video-1']).toBe(videoUrl);

    await page.goto('/media-library');
    await page.getByRole('tab', { name: /AI Generated/ }).click();
    const aiImage = page.getByRole('article', { name: /^a-calm-harbour-at-sunrise/ });
    await aiImage.waitFor();
    await aiImage.getByText('Offline generator').first().waitFor();
    const aiVideo = page
      .getByRole('article', { name: /^waves-rolling-into-a-quiet-harbour/ })
      .filter({ hasText: 'Offline generator' });
    await aiVideo.first().waitFor();
    const dubbedVideo = page
      .getByRole('article', { name: /^waves-rolling-into-a-quiet-harbour/ })
      .filter({ hasText: 'Dubbing (ffmpeg on this machine)' });
    await dubbedVideo.first().waitFor();
    const aiAudio = page.getByRole('article', { name: /^welcome-aboard-the-tour/ });
    await aiAudio.getByText('Offline generator').first().waitFor();
    await page.getByRole('button', { name: 'AI Images library' }).first().click();
    const images = page.getByRole('dialog', { name: 'AI Images library' });
    await images.getByRole('article', { name: 'A calm harbour at sunrise with sailing boats' }).waitFor();
    await screenshot(page, 'ai-images-library');
  });
});
