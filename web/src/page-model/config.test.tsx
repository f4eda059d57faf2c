import { render, screen } from '@testing-library/react';
import {
  checkConfigInput,
  createElement,
  CURRENT_CONFIG_VERSION,
  emptyConfig,
  MAX_CONFIG_BYTES,
  MAX_ELEMENTS,
  readConfig,
} from './config';
import { PageView } from './PageView';

const headline = { id: 'h1', type: 'headline', content: 'Hello', styles: { fontSize: '40px' } };

describe('readConfig', () => {
  it('reads the saved format from a JSON string or an object', () => {
    const saved = {
      elements: [headline],
      pageBackground: { color: '#fafafa', gradient: '', useGradient: false },
    };
    for (const raw of [JSON.stringify(saved), saved]) {
      expect(readConfig(raw)).toEqual({
        version: CURRENT_CONFIG_VERSION,
        elements: [{ id: 'h1', type: 'headline', content: 'Hello', styles: { fontSize: '40px' } }],
        pageBackground: { color: '#fafafa', gradient: '', useGradient: false },
      });
    }
  });

  it('reads a bare list of elements', () => {
    expect(readConfig([headline, { type: 'text', content: 'Body' }]).elements).toEqual([
      { id: 'h1', type: 'headline', content: 'Hello', styles: { fontSize: '40px' } },
      { id: 'el-2', type: 'text', content: 'Body', styles: {} },
    ]);
  });

  it("uses a template array's first item (000 §3)", () => {
    const config = readConfig(JSON.stringify([{ elements: [headline] }, { elements: [] }]));
    expect(config.elements.map((el) => el.content)).toEqual(['Hello']);
  });

  it('converts the AI pages shape into elements', () => {
    const config = readConfig({
      pages: [
        {
          content: {
            headline: 'Grow faster',
            subheadline: 'With less work',
            bodyText: 'All you need.',
            benefits: ['Quick setup', 42, 'No code'],
            callToAction: 'Join now',
            elements: [{ id: 'extra', type: 'spacer', content: '' }],
          },
        },
        { content: { headline: 'Page two' } },
        'not a page',
      ],
    });
    expect(config.elements.map((el) => el.type)).toEqual([
      'headline',
      'text',
      'text',
      'feature-list',
      'button',
      'spacer',
      'divider',
      'headline',
    ]);
    expect(config.elements[1]).toMatchObject({ content: 'With less work', styles: { fontSize: '20px' } });
    expect(JSON.parse(config.elements[3]?.content ?? '')).toEqual({
      title: '',
      layout: 'list',
      columns: 1,
      features: [
        { icon: 'check', title: 'Quick setup', description: '' },
        { icon: 'check', title: 'No code', description: '' },
      ],
    });
    expect(config.elements[4]).toMatchObject({ content: 'Join now', action: 'form' });
  });

  it.each([['{not json'], [''], ['42'], ['null'], [42], [null], [undefined], [true]])(
    'reads %p as an empty page',
    (raw) => {
      expect(readConfig(raw)).toEqual(emptyConfig());
    },
  );

  it('keeps unknown element types, and the page shows their content', () => {
    const config = readConfig({ elements: [{ id: 'u', type: 'hologram', content: 'Beam me up' }] });
    expect(config.elements).toEqual([{ id: 'u', type: 'hologram', content: 'Beam me up', styles: {} }]);
    render(<PageView config={config} ctx={{ mode: 'preview', funnelId: null, now: 0 }} />);
    expect(screen.getByText('Beam me up')).toBeInTheDocument();
  });

  it(`caps the page at ${MAX_ELEMENTS} elements`, () => {
    const elements = Array.from({ length: MAX_ELEMENTS + 25 }, (_, i) => ({
      type: 'text',
      content: `t${i}`,
    }));
    expect(readConfig({ elements }).elements).toHaveLength(MAX_ELEMENTS);
  });

  it('keeps known fields only, with bounded sizes', () => {
    const [element] = readConfig({
      elements: [
        {
          id: 7,
          type: 'button',
          content: 'Go',
          styles: { color: '#fff', autoplay: true, evil: 'x', padding: 12, fontSize: '' },
          action: 'teleport',
          link: '/next',
          openNewTab: 'yes',
          extra: 'dropped',
        },
        { content: 'no type' },
        'not an element',
      ],
    }).elements;
    expect(element).toEqual({
      id: '7',
      type: 'button',
      content: 'Go',
      styles: { color: '#fff', autoplay: 'true', padding: '12' },
      link: '/next',
    });
  });

  it('stores complex content objects as JSON text, normalising section columns', () => {
    const config = readConfig({
      elements: [
        { type: 'pricing-table', content: { plans: [] } },
        {
          type: 'section-2col',
          content: {
            columns: [
              { styles: {}, elements: [{ type: 'headline', content: 'In', styles: { bad: 1 } }, 5] },
              'x',
            ],
          },
        },
      ],
    });
    expect(config.elements[0]?.content).toBe('{"plans":[]}');
    expect(JSON.parse(config.elements[1]?.content ?? '')).toEqual({
      columns: [
        { styles: {}, elements: [{ id: 'el-1', type: 'headline', content: 'In', styles: {} }] },
        { elements: [] },
      ],
    });
  });

  it('normalises the page background', () => {
    expect(readConfig({ elements: [] }).pageBackground).toEqual({
      color: '#ffffff',
      gradient: '',
      useGradient: false,
    });
    expect(
      readConfig({
        elements: [],
        pageBackground: { color: '', gradient: 'linear-gradient(red, blue)', useGradient: 'true' },
      }).pageBackground,
    ).toEqual({
      color: '#ffffff',
      gradient: 'linear-gradient(red, blue)',
      useGradient: true,
    });
  });
});

describe('createElement', () => {
  it('starts a known type from its defaults (000 §9)', () => {
    expect(createElement('button', 'b1')).toMatchObject({
      id: 'b1',
      type: 'button',
      content: 'Click Here',
      action: 'link',
      styles: { backgroundColor: '#3b82f6', color: '#ffffff', padding: '12px 24px', borderRadius: '6px' },
    });
    expect(JSON.parse(createElement('spacer', 's').content)).toEqual({ height: 40, backgroundColor: '' });
    expect(JSON.parse(createElement('scarcity-indicator', 's').content)).toMatchObject({
      remaining: 5,
      total: 100,
    });
  });

  it('keeps an unknown type empty', () => {
    expect(createElement('nope', 'n')).toEqual({ id: 'n', type: 'nope', content: '', styles: {} });
  });
});

describe('checkConfigInput', () => {
  it('accepts a readable config and answers it in the current format', () => {
    const result = checkConfigInput(JSON.stringify({ elements: [headline] }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.elements).toHaveLength(1);
    expect(checkConfigInput(undefined)).toEqual({ ok: true, config: emptyConfig() });
    expect(checkConfigInput('')).toEqual({ ok: true, config: emptyConfig() });
    expect(checkConfigInput([headline]).ok).toBe(true);
  });

  it('refuses configs that are too large', () => {
    const huge = 'x'.repeat(MAX_CONFIG_BYTES);
    expect(checkConfigInput(JSON.stringify({ elements: [{ type: 'text', content: huge }] }))).toEqual({
      ok: false,
      message: 'The page is too large to save (512 KB at most)',
    });
    expect(checkConfigInput({ elements: [{ type: 'text', content: huge }] })).toEqual({
      ok: false,
      message: 'The page is too large to save (512 KB at most)',
    });
  });

  it('refuses text that is not JSON', () => {
    expect(checkConfigInput('{elements: [')).toEqual({
      ok: false,
      message: 'The page configuration is not valid JSON',
    });
  });

  it('refuses values that are not a page', () => {
    expect(checkConfigInput('42')).toEqual({
      ok: false,
      message: 'The page configuration must be an object with elements',
    });
    expect(checkConfigInput(true)).toEqual({
      ok: false,
      message: 'The page configuration must be an object with elements',
    });
  });

  it('refuses elements that are not a list', () => {
    expect(checkConfigInput({ elements: { 0: headline } })).toEqual({
      ok: false,
      message: 'The page configuration must list its elements',
    });
  });

  it(`refuses more than ${MAX_ELEMENTS} elements`, () => {
    const elements = Array.from({ length: MAX_ELEMENTS + 1 }, () => ({ type: 'spacer', content: '' }));
    expect(checkConfigInput({ elements })).toEqual({
      ok: false,
      message: `A page can hold ${MAX_ELEMENTS} elements at most`,
    });
  });
});
