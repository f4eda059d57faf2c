import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement } from '../../page-model/config';
import { LINK_ERROR } from '../../page-model/content-checks';
import { toFieldName } from '../../page-model/elements/contact-form';
import { DEFAULT_PRICING_PLANS, newPricingPlan } from '../../page-model/elements/pricing-table';
import { definitionOf } from '../../page-model/registry';
import type { PageElement } from '../../page-model/types';
import { buttonByText } from '../../test/dom';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { BuilderStoreProvider } from '../builder-context';
import { activeElements, createBuilderStore, docOfPage } from '../builder-store';
import { EditDialog } from '../EditDialog';

const SECTION_TYPES = [
  'pricing-table',
  'testimonial-slider',
  'feature-list',
  'stats-section',
  'faq-section',
  'social-proof',
  'contact-form',
  'hero-section',
  'cta-section',
] as const;
type SectionType = (typeof SECTION_TYPES)[number];

/** A field each editor shows first, with its default value (to see that defaults were loaded). */
const PROBES: Record<SectionType, { label: string; value: string }> = {
  'pricing-table': { label: 'Name', value: 'Basic' },
  'testimonial-slider': { label: 'Title', value: 'What Our Customers Say' },
  'feature-list': { label: 'Title', value: 'Why Choose Us' },
  'stats-section': { label: 'Title', value: 'Our Results Speak for Themselves' },
  'faq-section': { label: 'Title', value: 'Frequently Asked Questions' },
  'social-proof': { label: 'Title', value: 'Trusted by 10,000+ businesses worldwide' },
  'contact-form': { label: 'Title', value: 'Get in Touch' },
  'hero-section': { label: 'Title', value: 'Transform Your Business Today' },
  'cta-section': { label: 'Title', value: 'Ready to Get Started?' },
};

const ID = 'el-1';

function defaultsOf(type: string): unknown {
  const definition = definitionOf(type);
  if (!definition) throw new Error(`No definition for ${type}`);
  return definition.defaultContent;
}

/** Opens 'Edit {type}' for one element in a fresh builder; answers the dialog, the store and a user. */
async function openDialog(element: PageElement) {
  const store = createBuilderStore();
  store.getState().load(docOfPage([element], undefined, 'Test funnel'), null);
  store.getState().openEditor(element.id);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <EditDialog />
    </BuilderStoreProvider>,
  );
  const title = await screen.findByText(`Edit ${element.type}`);
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('The editor is not in a dialog');
  const savedContent = () => {
    const saved = activeElements(store.getState())[0];
    if (!saved) throw new Error('The element is gone');
    return JSON.parse(saved.content) as unknown;
  };
  return { store, user, dialog, ui: within(dialog), savedContent };
}

const openFresh = (type: SectionType) => openDialog(createElement(type, ID));

async function save(user: UserEvent, store: ReturnType<typeof createBuilderStore>) {
  const button = buttonByText('Save Changes');
  expect(button).toBeEnabled();
  await user.click(button);
  expect(store.getState().editingId).toBeNull();
}

/** Replaces the text of an input or textarea. */
async function setText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') {
    input.focus();
    await user.paste(text);
  }
}

/** Picks an option of the antd Select whose combobox is `combobox`. */
async function choose(user: UserEvent, combobox: HTMLElement, optionLabel: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    const match = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).find((item) => item.getAttribute('title') === optionLabel);
    if (!match) throw new Error(`No open option "${optionLabel}"`);
    return match;
  });
  await user.click(option);
}

/** The dialog's tab on show (antd keeps tabs already visited in the page, hidden). */
function activeTab(dialog: HTMLElement): ReturnType<typeof within> {
  return within(within(dialog).getByRole('tabpanel'));
}

/** The named group of one list item (Plan 2, Testimonial 1…). */
function item(dialog: HTMLElement, name: string): ReturnType<typeof within> {
  const group = dialog.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`);
  if (!group) throw new Error(`No item "${name}"`);
  return within(group);
}

/** Save Changes is disabled and the dialog says why. */
function expectBlocked(dialog: HTMLElement, message: string) {
  expect(buttonByText('Save Changes')).toBeDisabled();
  const problem = dialog.querySelector('.ff-edit-dialog__problem');
  expect(problem).toHaveTextContent(message);
}

function expectAllowed(dialog: HTMLElement) {
  expect(buttonByText('Save Changes')).toBeEnabled();
  expect(dialog.querySelector('.ff-edit-dialog__problem')).toBeNull();
}

describe('section editors', () => {
  it('are registered for every section type', () => {
    for (const type of SECTION_TYPES) expect(definitionOf(type)?.fields.length).toBeGreaterThan(0);
    expect(definitionOf('contact-form')?.styles).toEqual(
      expect.arrayContaining(['form', 'typography', 'box']),
    );
    expect(definitionOf('contact-form')?.actions).toEqual(['form', 'form-redirect', 'external']);
  });

  describe.each(SECTION_TYPES)('%s', (type) => {
    it('saves its defaults unchanged', async () => {
      const { store, user, dialog, ui, savedContent } = await openFresh(type);
      const probe = PROBES[type];
      expect(ui.getAllByLabelText(probe.label)[0]).toHaveValue(probe.value);
      expectAllowed(dialog);
      await save(user, store);
      expect(savedContent()).toEqual(defaultsOf(type));
      expect(definitionOf(type)?.parse(activeElements(store.getState())[0]?.content)).toEqual(
        defaultsOf(type),
      );
    });

    it('opens invalid JSON content with the defaults and saves them with the change', async () => {
      const { store, user, ui, savedContent } = await openDialog({
        ...createElement(type, ID),
        content: '{broken',
      });
      const probe = PROBES[type];
      const input = ui.getAllByLabelText(probe.label)[0];
      if (!input) throw new Error('No probe field');
      expect(input).toHaveValue(probe.value);
      await setText(user, input, 'Edited');
      await save(user, store);
      const expected = JSON.parse(JSON.stringify(defaultsOf(type))) as Record<string, unknown>;
      if (type === 'pricing-table') {
        const [first] = expected.plans as Array<{ name: string }>;
        if (first) first.name = 'Edited';
      } else {
        expected.title = 'Edited';
      }
      expect(savedContent()).toEqual(expected);
    });

    it('Cancel discards the changes', async () => {
      const element = createElement(type, ID);
      const { store, user, ui } = await openDialog(element);
      const input = ui.getAllByLabelText(PROBES[type].label)[0];
      if (!input) throw new Error('No probe field');
      await setText(user, input, 'Not kept');
      expect(input).toHaveValue('Not kept');
      await user.click(buttonByText('Cancel'));
      expect(store.getState().editingId).toBeNull();
      expect(activeElements(store.getState())[0]).toBe(element);
      expect(store.getState().past).toHaveLength(0);
    });
  });
});

describe('pricing-table editor', () => {
  it('edits every field of a plan', async () => {
    const { store, user, dialog, savedContent } = await openFresh('pricing-table');
    const basic = item(dialog, 'Plan 1');
    await setText(user, basic.getByLabelText('Name'), 'Starter');
    await setText(user, basic.getByLabelText('Price'), '$9');
    await setText(user, basic.getByLabelText('Period'), 'per year');
    const features = basic.getByLabelText('Features');
    await setText(user, features, 'One site');
    await user.type(features, '{Enter}{Enter}');
    await user.paste('Email support ');
    expect(features).toHaveValue('One site\n\nEmail support ');
    await user.click(basic.getByLabelText('Highlight this plan (recommended)'));
    await setText(user, basic.getByLabelText('Button text'), 'Buy Starter');
    await setText(user, basic.getByLabelText('Button link'), 'https://shop.example.com/starter');
    await setText(user, basic.getByLabelText('Button colour'), '#10b981');
    await user.keyboard('{Enter}');
    await setText(user, basic.getByLabelText('Button text colour'), '#111827');
    await user.keyboard('{Enter}');
    await save(user, store);

    const { plans } = savedContent() as { plans: Array<Record<string, unknown>> };
    expect(plans[0]).toEqual({
      ...DEFAULT_PRICING_PLANS[0],
      name: 'Starter',
      price: '$9',
      period: 'per year',
      features: ['One site', 'Email support'],
      highlighted: true,
      buttonText: 'Buy Starter',
      buttonLink: 'https://shop.example.com/starter',
      buttonBackgroundColor: '#10b981',
      buttonTextColor: '#111827',
    });
    expect(plans.slice(1)).toEqual(DEFAULT_PRICING_PLANS.slice(1));
  });

  it('chooses a plan’s icon, button style, size and hover effects from the page model’s options', async () => {
    const { store, user, dialog, savedContent } = await openFresh('pricing-table');
    const pro = item(dialog, 'Plan 2');
    await choose(user, pro.getByLabelText('Icon'), 'Rocket');
    await choose(user, pro.getByLabelText('Button style'), 'Gradient');
    await choose(user, pro.getByLabelText('Button size'), 'Extra large');
    await choose(user, pro.getByLabelText('Grow on hover'), 'Medium');
    await choose(user, pro.getByLabelText('Shadow on hover'), 'Large');
    await save(user, store);

    const { plans } = savedContent() as { plans: Array<Record<string, unknown>> };
    expect(plans[1]).toEqual({
      ...DEFAULT_PRICING_PLANS[1],
      icon: 'rocket',
      buttonStyle: 'gradient',
      buttonSize: 'xl',
      hoverScale: 'medium',
      hoverShadow: 'large',
    });
  });

  it('never offers an empty option and shows a stored emoji icon as it is', async () => {
    const content = { plans: [{ ...newPricingPlan(), icon: '🚀' }] };
    const { user, dialog } = await openDialog({
      ...createElement('pricing-table', ID),
      content: JSON.stringify(content),
    });
    const icon = item(dialog, 'Plan 1').getByLabelText('Icon');
    expect(icon.closest('.ant-select')).toHaveTextContent('🚀');
    await user.click(icon);
    const options = await waitFor(() => {
      const found = Array.from(
        document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      );
      if (found.length === 0) throw new Error('The icon options did not open');
      return found;
    });
    expect(options.map((o) => o.getAttribute('title'))).not.toContain('');
    expect(options[0]).toHaveAttribute('title', '🚀');
  });

  it('removes, reorders and adds plans', async () => {
    const { store, user, ui, savedContent } = await openFresh('pricing-table');
    await user.click(ui.getByLabelText('Remove Premium'));
    // The list tools are buttons: usable from the keyboard.
    ui.getByLabelText('Move Pro up').focus();
    await user.keyboard('{Enter}');
    buttonByText('Add').focus();
    await user.keyboard(' ');
    await save(user, store);

    const { plans } = savedContent() as { plans: Array<Record<string, unknown>> };
    expect(plans).toEqual([DEFAULT_PRICING_PLANS[1], DEFAULT_PRICING_PLANS[0], newPricingPlan()]);
    expect(plans[2]).toMatchObject({
      name: 'New Plan',
      price: '$0',
      period: 'per month',
      highlighted: false,
    });
  });

  it('keeps what a plan shows with the plan when it moves', async () => {
    const { user, dialog } = await openFresh('pricing-table');
    await setText(user, item(dialog, 'Plan 1').getByLabelText('Button link'), 'example.com');
    await user.tab();
    expect(item(dialog, 'Plan 1').getByText(LINK_ERROR)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Move Basic down'));
    expect(item(dialog, 'Plan 2').getByText(LINK_ERROR)).toBeInTheDocument();
    expect(item(dialog, 'Plan 1').queryByText(LINK_ERROR)).toBeNull();
  });

  it('keeps at least one plan and at most six', async () => {
    const { user, ui } = await openFresh('pricing-table');
    await user.click(ui.getByLabelText('Remove Basic'));
    await user.click(ui.getByLabelText('Remove Pro'));
    expect(ui.getByLabelText('Remove Premium')).toBeDisabled();
    for (let i = 0; i < 5; i += 1) await user.click(buttonByText('Add'));
    expect(ui.getAllByLabelText('Name')).toHaveLength(6);
    expect(buttonByText('Add')).toBeDisabled();
  });

  it.each(['javascript:alert(1)', 'example.com'])(
    'blocks Save Changes for the button link %s',
    async (link) => {
      const { store, user, dialog } = await openFresh('pricing-table');
      const input = item(dialog, 'Plan 2').getByLabelText('Button link');
      await setText(user, input, link);
      await user.tab();
      expectBlocked(dialog, `Pro: ${LINK_ERROR}`);
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain(LINK_ERROR);
      await user.click(buttonByText('Save Changes'));
      expect(store.getState().editingId).toBe(ID);
      await setText(user, input, '/checkout');
      expectAllowed(dialog);
    },
  );

  it('needs a name for every plan', async () => {
    const { user, dialog } = await openFresh('pricing-table');
    await setText(user, item(dialog, 'Plan 3').getByLabelText('Name'), '  ');
    expectBlocked(dialog, 'Plan 3 needs a name');
  });
});

describe('testimonial-slider editor', () => {
  it('edits, adds and removes testimonials', async () => {
    const { store, user, dialog, ui, savedContent } = await openFresh('testimonial-slider');
    await setText(user, ui.getByLabelText('Title'), 'Loved by teams');
    await user.click(ui.getByLabelText('Remove Sarah Johnson'));
    const first = item(dialog, 'Testimonial 1');
    expect(first.getByLabelText('Name')).toHaveValue('Michael Chen');
    await setText(user, first.getByLabelText('Role'), 'Founder');
    await choose(user, first.getByLabelText('Rating'), '4 stars');
    await setText(user, first.getByLabelText('Photo URL'), 'https://cdn.example.com/michael.jpg');
    await user.click(buttonByText('Add'));
    const added = item(dialog, 'Testimonial 2');
    await setText(user, added.getByLabelText('Name'), 'Ana Ruiz');
    await setText(user, added.getByLabelText('Quote'), 'Great support.');
    await save(user, store);

    expect(savedContent()).toEqual({
      title: 'Loved by teams',
      testimonials: [
        {
          name: 'Michael Chen',
          role: 'Founder',
          content: 'Simple, fast and it just works. I launched my first funnel in under an hour.',
          rating: 4,
          image: 'https://cdn.example.com/michael.jpg',
        },
        { name: 'Ana Ruiz', role: '', content: 'Great support.', rating: 5, image: '' },
      ],
    });
  });

  it('blocks Save Changes for an unsafe photo URL and an empty quote', async () => {
    const { user, dialog } = await openFresh('testimonial-slider');
    const first = item(dialog, 'Testimonial 1');
    await setText(user, first.getByLabelText('Photo URL'), 'javascript:alert(1)');
    expectBlocked(dialog, 'Sarah Johnson: the photo URL must start with https://');
    await setText(user, first.getByLabelText('Photo URL'), '/uploads/sarah.png');
    expectAllowed(dialog);
    await setText(user, item(dialog, 'Testimonial 2').getByLabelText('Quote'), '');
    expectBlocked(dialog, 'Michael Chen: the quote is empty');
  });
});

describe('feature-list editor', () => {
  it('edits the layout, columns and features', async () => {
    const { store, user, dialog, ui, savedContent } = await openFresh('feature-list');
    await choose(user, ui.getByLabelText('Layout'), 'Checklist');
    await choose(user, ui.getByLabelText('Columns'), '2 columns');
    const first = item(dialog, 'Feature 1');
    await setText(user, first.getByLabelText('Title'), 'Fast');
    await setText(user, first.getByLabelText('Description'), 'Really fast.');
    await user.click(ui.getByLabelText('Remove Loved by Customers'));
    await user.click(buttonByText('Add'));
    await choose(user, item(dialog, 'Feature 3').getByLabelText('Icon'), 'Heart');
    await save(user, store);

    expect(savedContent()).toMatchObject({
      title: 'Why Choose Us',
      layout: 'list',
      columns: 2,
      features: [
        { icon: 'zap', title: 'Fast', description: 'Really fast.' },
        { icon: 'shield', title: 'Secure by Default' },
        { icon: 'heart', title: 'New feature', description: '' },
      ],
    });
  });

  it('needs a title for every feature', async () => {
    const { user, dialog } = await openFresh('feature-list');
    await setText(user, item(dialog, 'Feature 2').getByLabelText('Title'), '');
    expectBlocked(dialog, 'Feature 2 needs a title');
  });
});

describe('stats-section editor', () => {
  it('edits the layout and stats', async () => {
    const { store, user, dialog, ui, savedContent } = await openFresh('stats-section');
    await choose(user, ui.getByLabelText('Layout'), 'In a column');
    await setText(user, item(dialog, 'Stat 1').getByLabelText('Number'), '25,000+');
    await user.click(ui.getByLabelText('Remove Support'));
    await user.click(buttonByText('Add'));
    await setText(user, item(dialog, 'Stat 3').getByLabelText('Label'), 'Countries');
    await save(user, store);

    expect(savedContent()).toEqual({
      title: 'Our Results Speak for Themselves',
      layout: 'vertical',
      stats: [
        { number: '25,000+', label: 'Happy Customers' },
        { number: '98%', label: 'Satisfaction Rate' },
        { number: '100+', label: 'Countries' },
      ],
    });
  });

  it('needs a number for every stat', async () => {
    const { user, dialog } = await openFresh('stats-section');
    await setText(user, item(dialog, 'Stat 2').getByLabelText('Number'), '');
    expectBlocked(dialog, 'Stat 2 needs a number');
  });
});

describe('faq-section editor', () => {
  it('adds, edits, reorders and removes questions; an answer is needed', async () => {
    const { store, user, dialog, ui, savedContent } = await openFresh('faq-section');
    await user.click(ui.getByLabelText('Remove Do you offer support?'));
    await user.click(buttonByText('Add'));
    expectBlocked(dialog, 'New question?: the answer is empty');
    const added = item(dialog, 'Question 3');
    await setText(user, added.getByLabelText('Question'), 'Is there a free trial?');
    await setText(user, added.getByLabelText('Answer'), 'Yes, 14 days.');
    expectAllowed(dialog);
    await user.click(ui.getByLabelText('Move Is there a free trial? up'));
    await save(user, store);

    const { faqs } = savedContent() as { faqs: Array<{ question: string; answer: string }> };
    expect(faqs.map((f) => f.question)).toEqual([
      'How do I get started?',
      'Is there a free trial?',
      'Can I cancel at any time?',
    ]);
    expect(faqs[1]?.answer).toBe('Yes, 14 days.');
  });
});

describe('social-proof editor', () => {
  it('edits the type, title and items', async () => {
    const { store, user, dialog, ui, savedContent } = await openFresh('social-proof');
    await choose(user, ui.getByLabelText('Show as'), 'Trust badges');
    await setText(user, ui.getByLabelText('Title'), 'As seen in');
    await setText(
      user,
      item(dialog, 'Item 1').getByLabelText('Logo URL'),
      'https://cdn.example.com/acme.svg',
    );
    await user.click(ui.getByLabelText('Remove Stark Industries'));
    await user.click(ui.getByLabelText('Remove Umbrella'));
    await save(user, store);

    expect(savedContent()).toEqual({
      type: 'badges',
      title: 'As seen in',
      items: [
        { name: 'Acme Corp', logo: 'https://cdn.example.com/acme.svg' },
        { name: 'Globex', logo: '' },
        { name: 'Initech', logo: '' },
      ],
    });
  });

  it('blocks Save Changes for an unsafe logo URL and a nameless item', async () => {
    const { user, dialog } = await openFresh('social-proof');
    const globex = item(dialog, 'Item 2');
    await setText(user, globex.getByLabelText('Logo URL'), 'data:image/svg+xml,<svg/>');
    expectBlocked(dialog, 'Globex: the logo URL must start with https://');
    await setText(user, globex.getByLabelText('Logo URL'), '');
    await setText(user, globex.getByLabelText('Name'), '');
    expectBlocked(dialog, 'Item 2 needs a name');
  });
});

describe('contact-form editor', () => {
  it('edits the texts and the fields', async () => {
    const { store, user, dialog, ui, savedContent } = await openFresh('contact-form');
    await setText(user, ui.getByLabelText('Subtitle'), 'We answer within a day.');
    await user.click(ui.getByLabelText('Remove Phone'));
    await user.click(buttonByText('Add'));
    const added = item(dialog, 'Field 4');
    expect(added.getByLabelText('Name')).toHaveValue('field_4');
    await setText(user, added.getByLabelText('Label'), 'Company');
    await setText(user, added.getByLabelText('Name'), 'Company Name!');
    expect(added.getByLabelText('Name')).toHaveValue('company_name');
    await user.click(added.getByLabelText('Required'));
    await choose(user, item(dialog, 'Field 3').getByLabelText('Type'), 'Text');
    await setText(user, ui.getByLabelText('Button text'), 'Send');
    await setText(user, ui.getByLabelText('Success message'), 'Got it!');
    await save(user, store);

    expect(savedContent()).toEqual({
      title: 'Get in Touch',
      subtitle: 'We answer within a day.',
      fields: [
        { type: 'text', name: 'name', label: 'Name', required: true },
        { type: 'email', name: 'email', label: 'Email', required: true },
        { type: 'text', name: 'message', label: 'Message', required: false },
        { type: 'text', name: 'company_name', label: 'Company', required: true },
      ],
      buttonText: 'Send',
      successMessage: 'Got it!',
    });
  });

  it('needs an email field', async () => {
    const { user, dialog } = await openFresh('contact-form');
    await choose(user, item(dialog, 'Field 2').getByLabelText('Type'), 'Text');
    expectBlocked(dialog, 'Add an email field');
  });

  it('needs unique names that are not reserved', async () => {
    const { user, dialog } = await openFresh('contact-form');
    const phone = item(dialog, 'Field 3').getByLabelText('Name');
    await setText(user, phone, 'message');
    expectBlocked(dialog, 'Two fields are stored as "message"');
    await setText(user, phone, 'email');
    expectBlocked(dialog, 'Two fields are stored as "email"');
    await setText(user, phone, 'website');
    expectBlocked(dialog, '"website" is reserved');
    await setText(user, phone, '');
    expectBlocked(dialog, 'Phone needs a name');
    await setText(user, phone, 'phone_2');
    expectAllowed(dialog);
  });

  it('keeps the form actions and checks the redirect link', async () => {
    const { store, user, dialog } = await openFresh('contact-form');
    await user.click(within(dialog).getByText('Action'));
    await choose(
      user,
      within(dialog).getByLabelText('After submitting'),
      'Show the success message, then go to a page',
    );
    await setText(user, within(dialog).getByLabelText('Then go to'), 'javascript:alert(1)');
    expectBlocked(dialog, LINK_ERROR);
    await setText(user, within(dialog).getByLabelText('Then go to'), '/thank-you');
    await save(user, store);
    expect(activeElements(store.getState())[0]).toMatchObject({
      action: 'form-redirect',
      link: '/thank-you',
    });
  });

  it('offers the form colours on the Style tab, not a second button text', async () => {
    const { user, dialog } = await openFresh('contact-form');
    await user.click(within(dialog).getByText('Style'));
    const style = activeTab(dialog);
    expect(style.getByLabelText('Form background')).toBeInTheDocument();
    expect(style.getByLabelText('Button colour')).toBeInTheDocument();
    expect(style.queryByLabelText('Button text')).toBeNull();
    expect(style.queryByLabelText('Email placeholder')).toBeNull();
  });

  it('makes names from what is typed', () => {
    expect(toFieldName('First Name')).toBe('first_name');
    expect(toFieldName('e-mail 2')).toBe('e_mail_2');
    expect(toFieldName('Ünïcode$%')).toBe('ncode');
  });
});

describe('hero-section editor', () => {
  it('edits the texts, the link and an image background', async () => {
    const { store, user, dialog, ui, savedContent } = await openFresh('hero-section');
    expect(ui.queryByLabelText('Background image URL')).toBeNull();
    await setText(user, ui.getByLabelText('Title'), 'Grow faster');
    await setText(user, ui.getByLabelText('Description'), 'Short and sweet.');
    await setText(user, ui.getByLabelText('Button link'), '/pricing');
    await choose(user, ui.getByLabelText('Background'), 'Image');
    expectBlocked(dialog, 'Enter the background image URL');
    await setText(user, ui.getByLabelText('Background image URL'), 'https://cdn.example.com/hero.jpg');
    await choose(user, ui.getByLabelText('Alignment'), 'Left');
    await setText(user, ui.getByLabelText('Text colour'), '#111827');
    await user.keyboard('{Enter}');
    await save(user, store);

    expect(savedContent()).toMatchObject({
      title: 'Grow faster',
      description: 'Short and sweet.',
      buttonLink: '/pricing',
      backgroundType: 'image',
      backgroundImage: 'https://cdn.example.com/hero.jpg',
      alignment: 'left',
      textColor: '#111827',
    });
  });

  it.each(['javascript:alert(1)', 'example.com'])(
    'blocks Save Changes for the button link %s',
    async (link) => {
      const { store, user, dialog, ui } = await openFresh('hero-section');
      await setText(user, ui.getByLabelText('Button link'), link);
      expectBlocked(dialog, LINK_ERROR);
      await user.click(buttonByText('Save Changes'));
      expect(store.getState().editingId).toBe(ID);
      expect(definitionOf('hero-section')?.parse(activeElements(store.getState())[0]?.content)).toEqual(
        defaultsOf('hero-section'),
      );
    },
  );

  it('needs a title', async () => {
    const { user, dialog, ui } = await openFresh('hero-section');
    await setText(user, ui.getByLabelText('Title'), '');
    expectBlocked(dialog, 'A hero section needs a title');
  });

  it('sends its button to the form on the page, or opens its link in a new tab', async () => {
    const { store, user, dialog } = await openFresh('hero-section');
    await user.click(within(dialog).getByText('Action'));
    // The link itself is the Button link on the Content tab: no second link field here.
    expect(within(dialog).queryByLabelText('Link')).toBeNull();
    await choose(user, within(dialog).getByLabelText('When clicked'), 'Go to the form on this page');
    await save(user, store);
    expect(activeElements(store.getState())[0]).toMatchObject({ action: 'form' });

    store.getState().openEditor(ID);
    const again = within(await screen.findByRole('dialog'));
    await user.click(again.getByText('Action'));
    await choose(user, again.getByLabelText('When clicked'), "Open the button's link");
    await user.click(again.getByRole('switch', { name: 'Open in a new tab' }));
    await save(user, store);
    expect(activeElements(store.getState())[0]).toMatchObject({ action: 'link', openNewTab: true });
  });

  it('offers only the style fields the section draws', async () => {
    const { user, dialog } = await openFresh('hero-section');
    await user.click(within(dialog).getByText('Style'));
    const style = activeTab(dialog);
    expect(style.getByLabelText('Font')).toBeInTheDocument();
    expect(style.getByLabelText('Corner radius')).toBeInTheDocument();
    for (const ignored of ['Font size', 'Weight', 'Alignment', 'Text colour', 'Background']) {
      expect(style.queryByLabelText(ignored)).toBeNull();
    }
  });
});

describe('cta-section editor', () => {
  it('edits the texts, link and colours', async () => {
    const { store, user, ui, savedContent } = await openFresh('cta-section');
    await setText(user, ui.getByLabelText('Subtitle'), 'Today only.');
    await setText(user, ui.getByLabelText('Button text'), 'Buy now');
    await setText(user, ui.getByLabelText('Button link'), 'https://shop.example.com');
    await setText(user, ui.getByLabelText('Small print under the button'), '30-day refund');
    await setText(
      user,
      ui.getByLabelText('Background colour or gradient'),
      'linear-gradient(90deg, #000, #333)',
    );
    await user.tab();
    await setText(user, ui.getByLabelText('Button colour'), '#ef4444');
    await user.keyboard('{Enter}');
    await save(user, store);

    expect(savedContent()).toEqual({
      title: 'Ready to Get Started?',
      subtitle: 'Today only.',
      buttonText: 'Buy now',
      buttonLink: 'https://shop.example.com',
      secondaryText: '30-day refund',
      backgroundColor: 'linear-gradient(90deg, #000, #333)',
      textColor: '#ffffff',
      buttonColor: '#ef4444',
    });
  });

  it.each(['javascript:alert(1)', 'example.com'])(
    'blocks Save Changes for the button link %s',
    async (link) => {
      const { user, dialog, ui } = await openFresh('cta-section');
      await setText(user, ui.getByLabelText('Button link'), link);
      expectBlocked(dialog, LINK_ERROR);
      await setText(user, ui.getByLabelText('Button link'), 'https://example.com');
      expectAllowed(dialog);
    },
  );
});
