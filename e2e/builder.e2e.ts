import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from './support/sign-up';
import { openSession, screenshot, type Session } from './support/browser';

/** The canvas's element ids, in order. */
function order(page: Page): Promise<string[]> {
  return page.$$eval('.ff-canvas__list > [data-element-id]', (items) =>
    items.map((item) => item.getAttribute('data-element-id') ?? ''),
  );
}

function types(page: Page): Promise<string[]> {
  return page.$$eval('.ff-canvas__list > [data-element-id]', (items) =>
    items.map((item) => item.getAttribute('data-element-type') ?? ''),
  );
}

/** What the canvas draws, without the builder's own state classes. */
function canvasMarkup(page: Page): Promise<string> {
  return page.$eval('.ff-canvas__list', (list) => {
    const copy = list.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.ff-canvas-item').forEach((item) => {
      item.removeAttribute('class');
      item.removeAttribute('style');
      item.removeAttribute('aria-current');
      item.removeAttribute('aria-describedby');
    });
    copy.querySelectorAll('[aria-describedby]').forEach((el) => el.removeAttribute('aria-describedby'));
    // Countdowns tick, and one without an end date counts from when it is drawn: neither its
    // digits nor its end are part of what was saved.
    copy.querySelectorAll('[data-unit]').forEach((unit) => (unit.textContent = ''));
    copy.querySelectorAll('[data-ff-countdown]').forEach((el) => el.removeAttribute('data-end'));
    // An emptied style attribute draws the same as none.
    copy.querySelectorAll('[style=""]').forEach((el) => el.removeAttribute('style'));
    return copy.innerHTML;
  });
}

async function dragAbove(page: Page, movingId: string, targetId: string): Promise<void> {
  const moving = page.locator(`[data-element-id="${movingId}"].ff-canvas-item`);
  await moving.hover();
  const handle = moving.locator('.ff-canvas-item__handle');
  const from = await handle.boundingBox();
  const target = await page.locator(`[data-element-id="${targetId}"].ff-canvas-item`).boundingBox();
  if (!from || !target) throw new Error('element not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, target.y + 4, { steps: 25 });
  await page.mouse.up();
}

describe('the funnel builder', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(1440, 1000);
  });
  afterAll(() => session.close());

  it('builds a page of every element, reorders, edits, undoes, saves and reloads it identically', async () => {
    const { page } = session;
    await signUp(page, uniqueEmail('builder'));
    await page.goto('/builder');
    await page.getByRole('heading', { name: 'Start Building Your Funnel' }).waitFor();
    expect(await page.getByText('Add elements from the sidebar to begin').isVisible()).toBe(true);

    // One of every palette element.
    const palette = page.getByRole('navigation', { name: 'Add elements' });
    const addButtons = palette.getByRole('button');
    const count = await addButtons.count();
    expect(count).toBe(21);
    for (let i = 0; i < count; i += 1) await addButtons.nth(i).click();
    expect(await types(page)).toHaveLength(21);
    expect(new Set(await types(page)).size).toBe(21);
    await screenshot(page, 'builder-all-elements');

    // Drag the text above the headline with the mouse.
    await page.evaluate(() => window.scrollTo(0, 0));
    let ids = await order(page);
    const [headlineId, textId] = [ids[0] ?? '', ids[1] ?? ''];
    await dragAbove(page, textId, headlineId);
    await page.waitForFunction(
      (id) =>
        document.querySelector('.ff-canvas__list > [data-element-id]')?.getAttribute('data-element-id') ===
        id,
      textId,
    );
    ids = await order(page);
    expect(ids.slice(0, 2)).toEqual([textId, headlineId]);

    // And back with the keyboard: focus the handle, space, arrow up, space.
    const headline = page.locator(`[data-element-id="${headlineId}"].ff-canvas-item`);
    await headline.hover();
    await headline.locator('.ff-canvas-item__handle').focus();
    // dnd-kit measures between key presses; a person pauses too.
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (id) =>
        document.querySelector('.ff-canvas__list > [data-element-id]')?.getAttribute('data-element-id') ===
        id,
      headlineId,
    );
    expect((await order(page)).slice(0, 2)).toEqual([headlineId, textId]);

    // Inline: double-click the headline, type, Enter.
    await headline.dblclick();
    const inline = page.getByLabel('Edit Headline text');
    await inline.fill('Launch your course in 30 days');
    await inline.press('Enter');
    await headline.getByRole('heading', { name: 'Launch your course in 30 days' }).waitFor();

    // Dialog: the button's label and link.
    const button = page.locator('.ff-canvas__list > [data-element-type="button"]');
    await button.hover();
    await button.getByRole('button', { name: 'Edit Button' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit button' });
    await dialog.getByLabel('Button label', { exact: true }).fill('Enroll now');
    await dialog.getByRole('tab', { name: 'Action' }).click();
    await dialog.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await dialog.getByLabel('Link', { exact: true }).blur();
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Link', { exact: true }).fill('/checkout');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await button.getByText('Enroll now').waitFor();

    // Undo the dialog change and the inline edit, then redo both.
    await page.locator('.ff-canvas').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await button.getByText('Click Here').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await headline.getByRole('heading', { name: 'Your Headline Here' }).waitFor();
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.keyboard.press('Control+Shift+z');
    await button.getByText('Enroll now').waitFor();
    await headline.getByRole('heading', { name: 'Launch your course in 30 days' }).waitFor();

    // Name and save: a new funnel moves to its own address.
    await page.getByLabel('Funnel name').fill('Course launch');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').getByText('Funnel saved successfully!').waitFor();
    await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
    const funnelId = page.url().split('/').pop() ?? '';
    const beforeReload = await canvasMarkup(page);
    const orderBefore = await order(page);
    await screenshot(page, 'builder-saved');

    // Reload: the saved page and the canvas are what was built.
    await page.reload();
    await page.locator('.ff-canvas__list').waitFor();
    expect(await order(page)).toEqual(orderBefore);
    const afterReload = await canvasMarkup(page);
    // Compared as a boolean: a failing diff of the whole canvas is too long to read in a log.
    expect(afterReload === beforeReload).toBe(true);
    const saved = await page.evaluate(
      async (id) =>
        (await (await fetch(`/api/funnels/${id}`)).json()) as {
          name: string;
          config: {
            version: number;
            elements: Array<{ id: string; type: string; content: string; link?: string }>;
          };
        },
      funnelId,
    );
    expect(saved.name).toBe('Course launch');
    expect(saved.config.version).toBe(2);
    expect(saved.config.elements.map((el) => el.id)).toEqual(orderBefore);
    expect(saved.config.elements.find((el) => el.type === 'headline')?.content).toBe(
      'Launch your course in 30 days',
    );
    expect(saved.config.elements.find((el) => el.type === 'button')).toMatchObject({
      content: 'Enroll now',
      link: '/checkout',
    });

    // Preview opens the saved funnel.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview' }).click(),
    ]);
    await preview.getByText('Preview Mode').waitFor();
    await preview.getByRole('heading', { name: 'Launch your course in 30 days' }).waitFor();
    await preview.close();

    const unexpected = session.problems.filter((p) => !/status of 40[01]/.test(p));
    expect(unexpected).toEqual([]);
  });
});

describe('the builder on a phone (375 px)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(375, 812);
  });
  afterAll(() => session.close());

  it('adds elements from the bottom toolbar', async () => {
    const { page } = session;
    await signUp(page, uniqueEmail('phone.builder'));
    await page.goto('/builder');
    const toolbar = page.getByRole('navigation', { name: 'Add elements' });
    await toolbar.waitFor();
    const box = await toolbar.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThanOrEqual(800);
    // The toolbar scrolls sideways to reach every element.
    const last = toolbar.getByRole('button', { name: 'Add Divider' });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await toolbar.getByRole('button', { name: 'Add Headline' }).scrollIntoViewIfNeeded();
    await toolbar.getByRole('button', { name: 'Add Headline' }).click();
    expect(await types(page)).toEqual(['divider', 'headline']);
    await screenshot(page, 'builder-phone');
  });
});
