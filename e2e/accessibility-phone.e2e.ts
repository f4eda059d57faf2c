import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { SIGNED_IN, auditScreens, expectNoViolations, useAuditFixture } from './support/accessibility';

/** Where the two columns of the canvas's section are drawn. */
async function columnBoxes(page: Page) {
  const boxes = await page.locator('.ff-canvas .ffp-columns > .ffp-column').evaluateAll((columns) =>
    columns.map((column) => {
      const { left, top, right, bottom } = column.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );
  if (boxes.length !== 2) throw new Error(`expected two columns on the canvas, found ${boxes.length}`);
  return boxes as [(typeof boxes)[0], (typeof boxes)[0]];
}

/**
 * The element toolbars shown on the canvas now, and any text of the page they cover (the text
 * inside the toolbars themselves aside).
 */
function coveredText(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('.ff-canvas__page');
    if (!canvas) throw new Error('no canvas');
    const bars = Array.from(canvas.querySelectorAll<HTMLElement>('.ff-canvas-item__toolbar')).filter(
      (bar) => getComputedStyle(bar).display !== 'none',
    );
    const covered: string[] = [];
    const walker = document.createTreeWalker(canvas, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || bars.some((bar) => bar.contains(node))) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects()))
        for (const bar of bars) {
          const b = bar.getBoundingClientRect();
          if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
            covered.push(text.slice(0, 60));
        }
    }
    return { shown: bars.length, covered };
  });
}

/**
 * The accessibility audit (support/accessibility.ts) of the signed-in screens at phone width,
 * and the builder's Mobile canvas laid out like a phone.
 */
describe('accessibility (axe-core) on every screen', () => {
  const fixture = useAuditFixture('phone');

  it.each([390])(
    'finds no serious or critical violation on the signed-in screens at %i px',
    async (width) => {
      const { owner, seeded, findings } = fixture;
      expectNoViolations(await auditScreens(owner, SIGNED_IN, seeded, findings, width));
    },
    600_000,
  );

  it("lays the builder's Mobile canvas out like a phone: columns stacked, toolbars over no text (issue 14)", async () => {
    const { page } = fixture.owner;
    const { seeded } = fixture;
    const problems: string[] = [];

    // A desktop window, the canvas switched to Mobile: the section's columns stack.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/builder/${seeded.columnsFunnelId}`);
    await page.locator('.ff-canvas .ffp-columns').waitFor();
    const [left, right] = await columnBoxes(page);
    if (!(right.left > left.right - 1)) problems.push('Desktop canvas: the two columns are not side by side');
    await page.locator('.ant-segmented-item').filter({ hasText: 'Mobile' }).click();
    await page.waitForFunction(() => {
      const canvas = document.querySelector('.ff-canvas__page');
      return canvas !== null && canvas.getBoundingClientRect().width <= 390;
    });
    const [top, below] = await columnBoxes(page);
    if (!(below.top >= top.bottom - 1 && Math.abs(below.left - top.left) < 1))
      problems.push(`Mobile canvas: the columns are not stacked (${JSON.stringify([top, below])})`);
    await screenshot(page, 'builder-mobile-canvas');

    // A phone-sized window: no toolbar shows until an element is selected, and the selected
    // element's toolbar covers no text, whichever element it is.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/builder/${seeded.columnsFunnelId}`);
    await page.locator('.ff-canvas .ffp-columns').waitFor();
    await page.mouse.move(0, 0);
    const idle = await coveredText(page);
    if (idle.shown !== 0) problems.push(`390 px: ${idle.shown} toolbar(s) shown with nothing selected`);
    const [phoneTop, phoneBelow] = await columnBoxes(page);
    if (!(phoneBelow.top >= phoneTop.bottom - 1)) problems.push('390 px: the columns are not stacked');
    const items = page.locator('.ff-canvas-item');
    const count = await items.count();
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      await item.click({ position: { x: 4, y: 4 } });
      await page.locator('.ff-canvas-item--selected').waitFor();
      await page.mouse.move(0, 0);
      const { shown, covered } = await coveredText(page);
      const label = (await item.getAttribute('aria-label')) ?? `element ${i + 1}`;
      if (shown !== 1) problems.push(`390 px, ${label} selected: ${shown} toolbars shown`);
      if (covered.length)
        problems.push(`390 px, ${label} selected: its toolbar covers "${covered.join('", "')}"`);
      if (i === 1) await screenshot(page, 'builder-phone-selected');
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
