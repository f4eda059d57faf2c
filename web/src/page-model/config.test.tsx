import { render, screen } from '@testing-library/react';
import {
  checkConfigInput,
  configForClients,
  createElement,
  CURRENT_CONFIG_VERSION,
  emptyConfig,
  MAX_CONFIG_BYTES,
  MAX_ELEMENTS,
  readConfig,
} from './config';
import { PageView } from './PageView';
import { danglingLinks } from './step-links';

const headline = { id: 'h1', type: 'headline', content: 'Hello', styles: { fontSize: '40px' } };

/** The first step of a config as read: where a page of the single-page format goes. */
const page = (raw: unknown) => {
  const step = readConfig(raw).steps[0];
  if (!step) throw new Error('no step');
  return step;
};

describe('readConfig', () => {
  it('reads the saved format from a JSON string or an object', () => {
    const saved = {
      elements: [headline],
      pageBackground: { color: '#fafafa', gradient: '', useGradient: false },
    };
    for (const raw of [JSON.stringify(saved), saved]) {
      expect(readConfig(raw)).toEqual({
        version: CURRENT_CONFIG_VERSION,
        steps: [
          {
            id: 'step-1',
            name: 'Main page',
            slug: 'main',
            kind: 'other',
            elements: [{ id: 'h1', type: 'headline', content: 'Hello', styles: { fontSize: '40px' } }],
            pageBackground: { color: '#fafafa', gradient: '', useGradient: false },
            seo: { title: '', description: '', image: '', canonical: '', noindex: false },
          },
        ],
      });
    }
  });

  it('reads a bare list of elements', () => {
    expect(page([headline, { type: 'text', content: 'Body' }]).elements).toEqual([
      { id: 'h1', type: 'headline', content: 'Hello', styles: { fontSize: '40px' } },
      { id: 'el-2', type: 'text', content: 'Body', styles: {} },
    ]);
  });

  it("uses a template array's first item (000 §3)", () => {
    const config = page(JSON.stringify([{ elements: [headline] }, { elements: [] }]));
    expect(config.elements.map((el) => el.content)).toEqual(['Hello']);
  });

  it('converts the AI pages shape into steps', () => {
    const read = readConfig({
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
    expect(read.steps.map((step) => [step.name, step.slug, step.kind])).toEqual([
      ['Step 1', 'step-1', 'opt-in'],
      ['Step 2', 'step-2', 'other'],
      ['Step 3', 'step-3', 'other'],
    ]);
    expect(read.steps[1]?.elements.map((el) => el.content)).toEqual(['Page two']);
    expect(read.steps[2]?.elements).toEqual([]);
    const config = read.steps[0] ?? { elements: [] };
    expect(config.elements.map((el) => el.type)).toEqual([
      'headline',
      'text',
      'text',
      'feature-list',
      'button',
      'spacer',
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
    const config = page({ elements: [{ id: 'u', type: 'hologram', content: 'Beam me up' }] });
    expect(config.elements).toEqual([{ id: 'u', type: 'hologram', content: 'Beam me up', styles: {} }]);
    render(<PageView config={config} ctx={{ mode: 'preview', funnelId: null, now: 0 }} />);
    expect(screen.getByText('Beam me up')).toBeInTheDocument();
  });

  it(`caps the page at ${MAX_ELEMENTS} elements`, () => {
    const elements = Array.from({ length: MAX_ELEMENTS + 25 }, (_, i) => ({
      type: 'text',
      content: `t${i}`,
    }));
    expect(page({ elements }).elements).toHaveLength(MAX_ELEMENTS);
  });

  it('keeps known fields only, with bounded sizes', () => {
    const [element] = page({
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
    const config = page({
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
    expect(page({ elements: [] }).pageBackground).toEqual({
      color: '#ffffff',
      gradient: '',
      useGradient: false,
    });
    expect(
      page({
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
    if (result.ok) expect(result.config.steps[0]?.elements).toHaveLength(1);
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

describe('funnels of steps', () => {
  const step = (id: string, slug: string, elements: unknown[] = []) => ({
    id,
    name: `Step ${id}`,
    slug,
    kind: 'other',
    elements,
  });

  it('keeps steps in order with unique ids and slugs', () => {
    const read = readConfig({ steps: [step('a', 'offer'), step('a', 'offer'), { name: 'Thank You!' }] });
    expect(read.steps.map((s) => [s.id, s.slug])).toEqual([
      ['a', 'offer'],
      ['a-2', 'offer-2'],
      ['step-3', 'thank-you'],
    ]);
  });

  it('answers a one-step funnel with its page at the top too, and several steps without', () => {
    const one = readConfig({ elements: [headline] });
    expect(configForClients(one)).toMatchObject({ elements: [headline], steps: one.steps });
    const two = readConfig({ steps: [step('a', 'a'), step('b', 'b')] });
    expect(configForClients(two)).not.toHaveProperty('elements');
  });

  it('takes top-level elements (the single-page format) as the first step, keeping the others', () => {
    const before = readConfig({ steps: [step('a', 'a'), step('b', 'b', [headline])] });
    const checked = checkConfigInput({ elements: [{ id: 't', type: 'text', content: 'New' }] }, before);
    expect(checked.ok && checked.config.steps.map((s) => s.elements.map((el) => el.content))).toEqual([
      ['New'],
      ['Hello'],
    ]);
    const echoed = checkConfigInput({ ...configForClients(readConfig({})), elements: [headline] });
    expect(echoed.ok && echoed.config.steps[0]?.elements).toEqual([headline]);
  });

  it('refuses step addresses that are invalid, reserved or used twice', () => {
    expect(checkConfigInput({ steps: [step('a', 'Bad Slug')] })).toMatchObject({ ok: false });
    expect(checkConfigInput({ steps: [step('a', 'api')] })).toEqual({
      ok: false,
      message: "'api' is reserved: choose another address for step 'Step a'",
    });
    expect(checkConfigInput({ steps: [step('a', 'x'), step('b', 'x')] })).toEqual({
      ok: false,
      message: "Two steps use the address 'x': give each step its own",
    });
    expect(checkConfigInput({ steps: [] })).toEqual({
      ok: false,
      message: 'A funnel needs at least one step',
    });
  });

  it('names the step of an element that cannot be saved', () => {
    const bad = { id: 'b', type: 'button', content: '', action: 'link', link: '/x' };
    const result = checkConfigInput({ steps: [step('a', 'a'), step('b', 'b', [bad])] });
    expect(result).toEqual({ ok: false, message: "Step 'Step b': A button needs a label" });
  });

  it('finds links to deleted steps and to the step after the last', () => {
    const button = (id: string, link: string) => ({
      id,
      type: 'button',
      content: 'Go on',
      action: 'link',
      link,
    });
    const config = readConfig({
      steps: [
        step('a', 'a', [button('ok', 'step:next'), button('gone', 'step:zzz')]),
        step('b', 'b', [button('last', 'step:next')]),
      ],
    });
    expect(danglingLinks(config)).toEqual([
      {
        stepId: 'a',
        stepName: 'Step a',
        elementId: 'gone',
        reason: 'deleted-step',
        message:
          'The Button "Go on" on step \'Step a\' links to a step that was deleted: choose where it leads',
      },
      {
        stepId: 'b',
        stepName: 'Step b',
        elementId: 'last',
        reason: 'no-next-step',
        message:
          'The Button "Go on" on step \'Step b\' leads to the next step, but it is the last one: choose where it leads',
      },
    ]);
  });
});
