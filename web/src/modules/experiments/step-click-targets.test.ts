import { stepClickTargets } from './step-click-targets';

const config = {
  version: 2,
  steps: [
    {
      id: 'other',
      elements: [{ id: 'elsewhere', type: 'button', content: 'Not this step' }],
    },
    {
      id: 'welcome',
      elements: [
        { id: 'h1', type: 'headline', content: 'Hello' },
        { id: 'buy', type: 'button', content: ' Buy now ' },
        {
          id: 'hero',
          type: 'hero-section',
          content: JSON.stringify({ title: 'T', buttonText: 'Get Started' }),
        },
        {
          id: 'cols',
          type: 'section-2col',
          content: JSON.stringify({
            columns: [{ elements: [{ id: 'inner', type: 'button', content: 'Inner' }] }, { elements: [] }],
          }),
        },
        { id: 'plans', type: 'pricing-table', content: '{not json' },
        { id: 'empty', type: 'button', content: '' },
      ],
    },
  ],
};

describe('stepClickTargets', () => {
  it("lists the step's tracked elements in page order, nested ones too, named by their text", () => {
    expect(stepClickTargets(config, 'welcome')).toEqual([
      { elementId: 'buy', label: 'Button: Buy now' },
      { elementId: 'hero', label: 'Hero section: Get Started' },
      { elementId: 'inner', label: 'Button: Inner' },
      { elementId: 'plans', label: 'Pricing table' },
      { elementId: 'empty', label: 'Button' },
    ]);
  });

  it('answers nothing for a missing step or config', () => {
    expect(stepClickTargets(config, 'gone')).toEqual([]);
    expect(stepClickTargets(undefined, 'welcome')).toEqual([]);
  });
});
