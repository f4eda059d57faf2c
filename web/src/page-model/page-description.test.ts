import { MAX_DESCRIPTION_LENGTH, pageDescription } from './page-description';
import type { PageElement } from './types';

const el = (id: string, type: string, content: unknown): PageElement => ({
  id,
  type,
  content: typeof content === 'string' ? content : JSON.stringify(content),
  styles: {},
});

const SENTENCE = 'A free guide to the three habits of people who fall asleep in minutes.';

describe('pageDescription', () => {
  it("takes the first summary that reads as a sentence, past a short kicker and the page's title", () => {
    expect(
      pageDescription([
        el('k', 'text', 'FREE GUIDE'),
        el('h', 'headline', 'Sleep better tonight'),
        el('t', 'text', SENTENCE),
        el('t2', 'text', 'Another sentence that is long enough to be a description too.'),
      ]),
    ).toBe(SENTENCE);
  });

  it("reads a hero's subtitle (else its description) and a call to action's subtitle", () => {
    expect(pageDescription([el('hero', 'hero-section', { title: 'Sleep', subtitle: SENTENCE })])).toBe(
      SENTENCE,
    );
    expect(
      pageDescription([el('hero', 'hero-section', { title: 'Sleep', subtitle: ' ', description: SENTENCE })]),
    ).toBe(SENTENCE);
    expect(pageDescription([el('cta', 'cta-section', { title: 'Go', subtitle: SENTENCE })])).toBe(SENTENCE);
  });

  it("looks inside sections' columns", () => {
    const section = el('s', 'section-2col', {
      columns: [{ elements: [el('t', 'text', SENTENCE)] }, { elements: [] }],
    });
    expect(pageDescription([section])).toBe(SENTENCE);
  });

  it('falls back to the longest short summary, and to nothing', () => {
    expect(pageDescription([el('a', 'text', 'Short'), el('b', 'text', 'A bit longer')])).toBe('A bit longer');
    expect(pageDescription([el('h', 'headline', 'Only a title')])).toBe('');
  });

  it('puts it on one line and cuts it at a word', () => {
    const long = `${'Lorem ipsum dolor sit amet, '.repeat(10)}end.`;
    const description = pageDescription([el('t', 'text', `Line one\n\n  line two ${long}`)]);
    expect(description.startsWith('Line one line two Lorem')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(description).toMatch(/[a-z]…$/);
  });
});
