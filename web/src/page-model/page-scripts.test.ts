import { createElement } from './config';
import { pageScripts } from './page-scripts';
import type { PageElement } from './types';

const step = (...elements: PageElement[]) => ({ elements });
/** A two-column section holding `elements` in its first column. */
const section = (id: string, ...elements: PageElement[]): PageElement => ({
  ...createElement('section-2col', id),
  content: JSON.stringify({
    columns: [
      { styles: {}, elements },
      { styles: {}, elements: [] },
    ],
  }),
});

describe('the scripts a published step carries', () => {
  it('is the core one alone for a page without forms or countdowns', () => {
    expect(
      pageScripts(
        step(
          createElement('headline', 'h'),
          createElement('button', 'b'),
          createElement('alert-banner', 'a'),
        ),
      ),
    ).toEqual(['core']);
  });

  it('adds the forms script for a lead form or a contact form', () => {
    expect(pageScripts(step(createElement('form', 'f')))).toEqual(['core', 'forms']);
    expect(pageScripts(step(createElement('contact-form', 'c')))).toEqual(['core', 'forms']);
  });

  it('adds each script once, in the order the page runs them, looking inside sections', () => {
    expect(
      pageScripts(
        step(
          createElement('countdown', 'cd'),
          section('s', createElement('form', 'f'), section('inner', createElement('countdown', 'cd2'))),
          createElement('form', 'f2'),
        ),
      ),
    ).toEqual(['core', 'forms', 'countdowns']);
  });
});
