import { act, screen, within } from '@testing-library/react';
import { createElement } from '../page-model/config';
import { NEXT_STEP_LINK, stepLink } from '../page-model/steps';
import { renderWithApp } from '../test/render';
import { BuilderStoreProvider } from './builder-context';
import { createBuilderStore, docOfPage } from './builder-store';
import { Canvas } from './Canvas';
import { canvasWarnings } from './dangling-links';
import { StepsBar } from './StepsBar';

/** A funnel 'Main page' → 'Thanks' whose button links to the second step. */
function setup() {
  const button = { ...createElement('button', 'go'), content: 'Get the guide', action: 'link' as const };
  const store = createBuilderStore(docOfPage([createElement('headline', 'h'), button]));
  const thanks = store.getState().addStep('Thanks', 'thank-you');
  if (!thanks) throw new Error('no step added');
  const main = store.getState().doc.steps[0]!.id;
  store.getState().selectStep(main);
  store.getState().updateElement({ ...button, link: stepLink(thanks) });
  renderWithApp(
    <BuilderStoreProvider store={store}>
      <StepsBar />
      <Canvas width="desktop" funnelId={null} palette="sidebar" />
    </BuilderStoreProvider>,
  );
  return { store, main, thanks };
}

const canvasItem = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Page elements' })).getByRole('listitem', { name });

describe('links to a deleted step, in the builder', () => {
  it('marks the element on the canvas and counts it on its step, until undone', () => {
    const { store, thanks } = setup();
    expect(screen.queryByText('Links to a deleted step')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Main page' })).toBeInTheDocument();

    act(() => store.getState().removeStep(thanks));

    const button = canvasItem(/^Button/);
    expect(button).toHaveAccessibleDescription('Links to a deleted step');
    expect(within(button).getByText('Links to a deleted step')).toHaveAttribute(
      'title',
      'The Button "Get the guide" on step \'Main page\' links to a step that was deleted: choose where it leads',
    );
    // The headline beside it links nowhere and is not marked.
    expect(canvasItem(/^Headline/)).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Main page (1 link to a deleted step)' })).toBeInTheDocument();

    act(() => store.getState().undo());
    expect(screen.queryByText('Links to a deleted step')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Main page' })).toBeInTheDocument();
  });

  it("marks a form whose redirect is 'Next step' once its step is the last", () => {
    const { store, main, thanks } = setup();
    act(() => {
      const id = store.getState().addElement('form');
      const form = store.getState().doc.steps[0]!.elements.find((element) => element.id === id)!;
      store.getState().updateElement({ ...form, action: 'form-redirect', link: NEXT_STEP_LINK });
    });
    expect(screen.queryByText(/the last step/)).not.toBeInTheDocument();

    // The thank-you page moves first: the opt-in form has no next step to go to.
    act(() => store.getState().moveStep(thanks, -1));
    act(() => store.getState().selectStep(main));

    expect(canvasItem(/^Form/)).toHaveAccessibleDescription(
      'Leads to the next step, but this is the last step',
    );
    expect(
      screen.getByRole('button', { name: 'Main page (1 link to the next step, but this is the last step)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thanks' })).toBeInTheDocument();
  });
});

describe('canvasWarnings', () => {
  it('marks a section for the links of the elements in its columns, each section for its own', () => {
    const nested = (link: string) => ({ id: '', type: 'button', content: 'Go', action: 'link', link });
    const section = (id: string, link: string) => ({
      ...createElement('section-2col', id),
      content: JSON.stringify({
        columns: [
          { styles: {}, elements: [nested(link)] },
          { styles: {}, elements: [] },
        ],
      }),
    });
    const [step] = docOfPage([
      section('fine', NEXT_STEP_LINK),
      createElement('headline', 'h'),
      section('broken', 'step:gone'),
    ]).steps;
    if (!step) throw new Error('no step');
    const second = { ...step, id: 'second', elements: [] };
    const warnings = canvasWarnings([step, second], step.id);
    expect([...warnings.keys()]).toEqual(['broken']);
    expect(warnings.get('broken')?.label).toBe('Links to a deleted step');
  });
});
