import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from '../../page-model/config';
import { heroSection } from '../../page-model/elements/hero-section';
import { DEFAULT_PRICING_PLANS } from '../../page-model/elements/pricing-table';
import { fieldVisible, fieldWording } from '../../page-model/fields';
import { definitionOf, ELEMENT_DEFINITIONS } from '../../page-model/registry';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { ContentFields } from './ContentFields';

function renderInspector(type: string, content?: unknown) {
  const definition = definitionOf(type);
  if (!definition) throw new Error(`No definition for ${type}`);
  const onChange = jest.fn<void, [unknown]>();
  const shown = content ?? definition.defaultContent;
  renderWithApp(
    <ContentFields
      fields={definition.fields}
      content={shown}
      onChange={onChange}
      element={createElement(type, 'el-1')}
    />,
  );
  return { definition, content: shown, onChange };
}

const lastChange = (onChange: jest.Mock<void, [unknown]>): unknown => onChange.mock.calls.at(-1)?.[0];

const EDITABLE_TYPES = ELEMENT_DEFINITIONS.filter((d) => d.fields.length > 0).map((d) => d.type);

describe('the generated inspector', () => {
  it.each(EDITABLE_TYPES)('%s: draws each declared field that applies, with its declared label', (type) => {
    const { definition, content } = renderInspector(type);
    for (const field of definition.fields) {
      const { label } = fieldWording(field, content);
      if (fieldVisible(field, content)) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
      else expect(screen.queryByText(label)).toBeNull();
    }
  });

  it('hero-section: fields in their declared order, worded for a gradient background', () => {
    renderInspector('hero-section');
    const labels = Array.from(document.querySelectorAll('.ff-field__label')).map((el) => el.textContent);
    expect(labels).toEqual([
      'Title',
      'Subtitle',
      'Description',
      'Button text',
      'Button link',
      'Background',
      'Background colour or gradient',
      'Text colour',
      'Alignment',
    ]);
    expect(screen.getByText('Leave empty for no button.')).toBeInTheDocument();
  });

  it('hero-section: an image background shows its URL field and words the colour for it', () => {
    renderInspector('hero-section', { ...heroSection.defaultContent, backgroundType: 'image' });
    expect(screen.getByLabelText('Background colour')).toBeInTheDocument();
    expect(screen.getByLabelText('Background image URL')).toHaveAttribute('placeholder', 'https://…');
    expect(
      screen.getByText('A dark veil is laid over the photo so the text stays readable.'),
    ).toBeInTheDocument();
  });

  it('hero-section: a change is written back under its key', async () => {
    const { onChange } = renderInspector('hero-section');
    await userEvent.type(screen.getByLabelText('Subtitle'), '!');
    expect(lastChange(onChange)).toEqual({
      ...heroSection.defaultContent,
      subtitle: 'The all-in-one platform to capture leads and grow your sales!',
    });
  });

  it("pricing-table: each plan is a group of the list's declared item fields", async () => {
    const { onChange } = renderInspector('pricing-table');
    expect(screen.getByText('Plans')).toBeInTheDocument();
    const pro = within(screen.getByRole('group', { name: 'Plan 2' }));
    for (const label of [
      'Name',
      'Price',
      'Period',
      'Icon',
      'Features',
      'Highlight this plan (recommended)',
      'Button text',
      'Button link',
      'Button style',
      'Button size',
      'Button colour',
      'Button text colour',
      'Grow on hover',
      'Shadow on hover',
    ])
      expect(pro.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Remove Pro')).toBeInTheDocument();

    await userEvent.type(pro.getByLabelText('Price'), '0');
    const [basic, second, premium] = DEFAULT_PRICING_PLANS;
    expect(lastChange(onChange)).toEqual({ plans: [basic, { ...second, price: '$390' }, premium] });
  });

  it('headline: a field without a key edits the text content itself', async () => {
    const { onChange } = renderInspector('headline', 'Hello');
    const input = screen.getByLabelText('Headline');
    expect(input).toHaveValue('Hello');
    await userEvent.type(input, '!');
    expect(lastChange(onChange)).toBe('Hello!');
  });
});
