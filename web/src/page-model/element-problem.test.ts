import { checkConfigInput, createElement } from './config';
import { LINK_ERROR } from './content-checks';
import type { PageModel } from './contract';
import { firstElementProblem } from './element-problem';
import { BUTTON_LABEL_REQUIRED } from './elements/button';
import { IMAGE_EDITOR_MESSAGES } from './elements/image';
import { ELEMENT_DEFINITIONS } from './registry';
import * as server from './server';
import { TEMPLATES } from './templates';

const page = (elements: unknown[]) => ({
  elements,
  pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
});

describe('content validation', () => {
  it.each(ELEMENT_DEFINITIONS.map((d) => [d.type, d] as const))(
    '%s: its default content and a new element pass',
    (type, definition) => {
      expect(definition.validate(definition.defaultContent)).toBeNull();
      expect(firstElementProblem([createElement(type, 'el-1')])).toBeNull();
    },
  );

  it.each(TEMPLATES.map((t) => [t.name, t] as const))('template %s: every element passes', (_, template) => {
    for (const step of template.config.steps) expect(firstElementProblem(step.elements)).toBeNull();
    expect(checkConfigInput(template.config).ok).toBe(true);
  });
});

describe('checkConfigInput refuses what the builder refuses, with its message', () => {
  it('an element whose content fails its definition', () => {
    expect(checkConfigInput(page([{ id: 'b', type: 'button', content: '  ' }]))).toEqual({
      ok: false,
      message: BUTTON_LABEL_REQUIRED,
    });
    expect(checkConfigInput(page([{ id: 'i', type: 'image', content: 'javascript:alert(1)' }]))).toEqual({
      ok: false,
      message: IMAGE_EDITOR_MESSAGES.badUrl,
    });
    const hero = createElement('hero-section', 'h');
    expect(
      checkConfigInput(page([{ ...hero, content: JSON.stringify({ title: '', buttonLink: '#' }) }])),
    ).toEqual({ ok: false, message: 'A hero section needs a title' });
    expect(checkConfigInput(page([{ id: 'p', type: 'pricing-table', content: { plans: [] } }]))).toEqual({
      ok: false,
      message: 'Add at least one plan',
    });
  });

  it('a link its action needs', () => {
    const button = { id: 'b', type: 'button', content: 'Go', action: 'link', link: 'example.com' };
    expect(checkConfigInput(page([button]))).toEqual({ ok: false, message: LINK_ERROR });
    const form = { id: 'f', type: 'form', content: 'Join', action: 'form-redirect' };
    expect(checkConfigInput(page([form]))).toEqual({ ok: false, message: LINK_ERROR });
    expect(checkConfigInput(page([{ ...form, link: '/thanks' }])).ok).toBe(true);
  });

  it('an element inside a section column', () => {
    const nested = {
      id: 'n',
      type: 'countdown',
      content: { showDays: false, showHours: false, showMinutes: false, showSeconds: false },
    };
    const section = {
      id: 's',
      type: 'section-2col',
      content: { columns: [{ elements: [] }, { elements: [nested] }] },
    };
    expect(checkConfigInput(page([section]))).toEqual({
      ok: false,
      message: 'Show at least one unit of time',
    });
  });

  it('keeps unknown types and content that falls back to its defaults', () => {
    expect(checkConfigInput(page([{ id: 'u', type: 'hologram', content: '' }])).ok).toBe(true);
    expect(checkConfigInput(page([{ id: 'c', type: 'cta-section', content: '{broken' }])).ok).toBe(true);
  });
});

describe('the server build', () => {
  it('exports the shape the api loads', () => {
    // Checked by tsc: the api types its require() of the build with this same PageModel.
    const model: PageModel = server;
    expect(model.checkConfigInput(page([{ id: 'b', type: 'button', content: '' }]))).toEqual({
      ok: false,
      message: BUTTON_LABEL_REQUIRED,
    });
  });
});
