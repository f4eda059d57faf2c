import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TemplatesDocument, type TemplatesQuery } from '../../gql/graphql';
import { chooseOption } from '../../test/antd';
import { buttonByText } from '../../test/dom';
import { LocationProbe, currentLocation } from '../../test/location';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { TemplatesPage } from './TemplatesPage';

type Template = TemplatesQuery['templates'][number];

const template = (overrides: Partial<Template>): Template => ({
  __typename: 'Template',
  id: 't-1',
  name: 'High-Converting Sales Page',
  description: 'A long-form sales page with social proof and a strong offer',
  category: 'sales',
  avgConversionRate: 8.4,
  previewImage: '/api/templates/t-1/preview.png',
  ...overrides,
});

const sales = template({});
const webinar = template({
  id: 't-2',
  name: 'Webinar Registration',
  description: null,
  category: 'events',
  avgConversionRate: 22,
  previewImage: null,
});
const course = template({
  id: 't-3',
  name: 'Online Course Launch',
  description: '',
  category: 'education',
  avgConversionRate: 12.5,
  previewImage: '/api/templates/t-3/preview.png',
});

function templatesMock(
  templates: Template[],
  category: string | null = null,
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: TemplatesDocument, variables: { category } },
    result: { data: { __typename: 'Query', templates } },
    delay,
  };
}

function renderPage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const user = userEvent.setup();
  const view = renderWithApp(
    <>
      <TemplatesPage />
      <LocationProbe />
    </>,
    { path: '/templates', mocks },
  );
  return { user, ...view };
}

async function findCard(name: string): Promise<HTMLElement> {
  const heading = await screen.findByText(name, { selector: 'h3' });
  const card = heading.closest<HTMLElement>('.ff-template-card');
  if (!card) throw new Error(`No card around "${name}"`);
  return card;
}

const image = (card: HTMLElement) => within(card).getByRole<HTMLImageElement>('img');

describe('TemplatesPage', () => {
  it('shows six skeleton cards in a busy region while the templates load', () => {
    renderPage([templatesMock([sales], null, Infinity)]);
    const loading = screen.getByLabelText('Loading templates');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll(':scope > .ant-card')).toHaveLength(6);
    expect(loading.querySelectorAll('.ant-skeleton-image')).toHaveLength(6);
    expect(document.querySelector('.ff-template-card')).toBeNull();
  });

  it('shows each template with its image, name, category, description and conversion', async () => {
    renderPage([templatesMock([sales, webinar, course])]);
    const card = await findCard('High-Converting Sales Page');
    expect(image(card)).toHaveAttribute('alt', 'Preview of the High-Converting Sales Page template');
    expect(image(card)).toHaveAttribute('src', '/api/templates/t-1/preview.png');
    expect(within(card).getByText('Sales Pages')).toHaveClass('ant-tag');
    expect(
      within(card).getByText('A long-form sales page with social proof and a strong offer'),
    ).toBeInTheDocument();
    expect(within(card).getByText('8.4% avg conversion')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Use Template' })).toBeInTheDocument();

    const events = await findCard('Webinar Registration');
    expect(within(events).getByText('Events')).toHaveClass('ant-tag');
    expect(within(events).getByText('22% avg conversion')).toBeInTheDocument();

    const education = await findCard('Online Course Launch');
    expect(within(education).getByText('Education')).toHaveClass('ant-tag');
    expect(within(education).getByText('12.5% avg conversion')).toBeInTheDocument();
  });

  it('falls back to the default description when a template has none', async () => {
    renderPage([templatesMock([webinar, course])]);
    for (const name of ['Webinar Registration', 'Online Course Launch']) {
      const card = await findCard(name);
      expect(within(card).getByText('Professional template for conversion optimization')).toBeInTheDocument();
    }
  });

  it('shows the bundled image when a template has no preview image', async () => {
    renderPage([templatesMock([webinar])]);
    const card = await findCard('Webinar Registration');
    expect(image(card)).toHaveAttribute('src', 'test-file-stub');
    expect(image(card)).toHaveAttribute('alt', 'Preview of the Webinar Registration template');
  });

  it('falls back once to the bundled image when the preview image fails to load', async () => {
    renderPage([templatesMock([sales])]);
    const img = image(await findCard('High-Converting Sales Page'));
    const srcSetter = jest.spyOn(HTMLImageElement.prototype, 'src', 'set');
    try {
      fireEvent.error(img);
      expect(img).toHaveAttribute('src', 'test-file-stub');
      expect(srcSetter).toHaveBeenCalledTimes(1);
      // The fallback failing too must not start a loop of reloads.
      fireEvent.error(img);
      fireEvent.error(img);
      expect(srcSetter).toHaveBeenCalledTimes(1);
      expect(img).toHaveAttribute('src', 'test-file-stub');
    } finally {
      srcSetter.mockRestore();
    }
  });

  it("opens the builder with the template on 'Use Template'", async () => {
    const { user } = renderPage([templatesMock([sales, webinar])]);
    const card = await findCard('Webinar Registration');
    await user.click(within(card).getByRole('button', { name: 'Use Template' }));
    expect(currentLocation()).toBe('/builder?template=t-2');
  });

  it("opens an empty builder on 'Create Custom'", async () => {
    const { user } = renderPage([templatesMock([sales])]);
    await findCard('High-Converting Sales Page');
    await user.click(buttonByText('Create Custom'));
    expect(currentLocation()).toBe('/builder');
  });

  it('offers the categories of the spec, starting at All Categories', async () => {
    const { user } = renderPage([templatesMock([sales])]);
    await findCard('High-Converting Sales Page');
    const select = screen.getByLabelText('Template category').closest<HTMLElement>('.ant-select');
    expect(select).toHaveTextContent('All Categories');
    await user.click(screen.getByLabelText('Template category'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(7));
    const labels = Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) =>
      option.getAttribute('title'),
    );
    expect(labels).toEqual([
      'All Categories',
      'Sales Pages',
      'Landing Pages',
      'Thank You Pages',
      'Splash Pages',
      'Events',
      'Education',
    ]);
  });

  it('asks the server for the chosen category and shows its templates', async () => {
    const { user } = renderPage([
      templatesMock([sales, webinar, course]),
      templatesMock([webinar], 'events'),
      templatesMock([], 'splash'),
      // Back to all: the page asks again (cache-and-network).
      templatesMock([sales, webinar, course]),
    ]);
    await findCard('High-Converting Sales Page');

    await chooseOption(user, 'Template category', 'Events');
    await waitFor(() =>
      expect(screen.queryByText('High-Converting Sales Page', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Webinar Registration', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.queryByText('Online Course Launch', { selector: 'h3' })).not.toBeInTheDocument();

    await chooseOption(user, 'Template category', 'Splash Pages');
    expect(await screen.findByText('No templates in this category yet')).toBeInTheDocument();

    await chooseOption(user, 'Template category', 'All Categories');
    expect(await findCard('Online Course Launch')).toBeInTheDocument();
  });
});
