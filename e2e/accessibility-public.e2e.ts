import { openSession, type Session } from './support/browser';
import {
  PUBLIC,
  SIGNED_IN,
  WIDTHS,
  auditScreens,
  expectNoViolations,
  useAuditFixture,
} from './support/accessibility';

/**
 * The accessibility audit (support/accessibility.ts) of the public pages at both widths, seen by
 * a visitor, and the skip link of every signed-in screen.
 */
describe('accessibility (axe-core) on every screen', () => {
  const fixture = useAuditFixture('public');
  let visitor: Session;

  beforeAll(async () => {
    visitor = await openSession(1440, 900);
  });
  afterAll(() => visitor.close());

  it.each(WIDTHS)(
    'finds none on the public pages at %i px either',
    async (width) => {
      const { seeded, findings } = fixture;
      expectNoViolations(await auditScreens(visitor, PUBLIC, seeded, findings, width));
    },
    300_000,
  );

  it('offers a skip link to the main content on every signed-in screen', async () => {
    const { page } = fixture.owner;
    const { seeded } = fixture;
    await page.setViewportSize({ width: 1440, height: 900 });
    const missing: string[] = [];
    for (const screen of SIGNED_IN) {
      await page.goto(screen.path(seeded));
      await screen.ready(page, seeded);
      // The first Tab from the top of the page reaches the skip link; following it focuses the main content.
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLAnchorElement
          ? { text: active.textContent ?? '', href: active.getAttribute('href') }
          : null;
      });
      if (focused?.text !== 'Skip to content' || focused.href !== '#main') {
        missing.push(`${screen.name}: the first Tab focused ${JSON.stringify(focused)}`);
        continue;
      }
      await page.keyboard.press('Enter');
      const inMain = await page.evaluate(() => {
        const main = document.getElementById('main');
        return main !== null && main.tagName === 'MAIN' && main.contains(document.activeElement);
      });
      if (!inMain) missing.push(`${screen.name}: the skip link did not move focus into <main id="main">`);
    }
    expect(missing).toEqual([]);
  }, 300_000);
});
