import { createElement } from '../page-model/config';
import {
  activeElements,
  activeStep,
  canRedo,
  canUndo,
  createBuilderStore,
  docOfPage,
  isDirty,
  type BuilderDoc,
} from './builder-store';

function docWith(...types: string[]): BuilderDoc {
  return docOfPage(types.map((type, i) => createElement(type, `${type}-${i}`)));
}

describe('the builder store', () => {
  it('adds an element at the end and selects it', () => {
    const store = createBuilderStore(docWith('headline'));
    const id = store.getState().addElement('button');
    const { selectedId } = store.getState();
    const doc = { elements: activeElements(store.getState()) };
    expect(doc.elements.map((el) => el.type)).toEqual(['headline', 'button']);
    expect(doc.elements[1]).toMatchObject({ id, content: 'Click Here', action: 'link', link: '#' });
    expect(selectedId).toBe(id);
  });

  it('deleting the selected element clears the selection', () => {
    const store = createBuilderStore(docWith('headline', 'text'));
    store.getState().select('text-1');
    store.getState().removeElement('text-1');
    expect(activeElements(store.getState()).map((el) => el.id)).toEqual(['headline-0']);
    expect(store.getState().selectedId).toBeNull();
    store.getState().select('headline-0');
    store.getState().removeElement('nope');
    expect(store.getState().selectedId).toBe('headline-0');
  });

  it('reorders by drop target and by a step', () => {
    const store = createBuilderStore(docWith('headline', 'text', 'button'));
    store.getState().moveElement('button-2', 'headline-0');
    expect(activeElements(store.getState()).map((el) => el.id)).toEqual(['button-2', 'headline-0', 'text-1']);
    store.getState().moveBy('button-2', 1);
    expect(activeElements(store.getState()).map((el) => el.id)).toEqual(['headline-0', 'button-2', 'text-1']);
    store.getState().moveBy('headline-0', -1);
    expect(activeElements(store.getState()).map((el) => el.id)).toEqual(['headline-0', 'button-2', 'text-1']);
  });

  it('updating one element keeps every other element object as it was', () => {
    const store = createBuilderStore(docWith('headline', 'text'));
    const [headline, text] = activeElements(store.getState());
    store.getState().updateElement({ ...headline!, content: 'New' });
    const [nextHeadline, nextText] = activeElements(store.getState());
    expect(nextHeadline?.content).toBe('New');
    expect(nextText).toBe(text);
  });

  it('undoes and redoes every change, and a new change drops the redo branch', () => {
    const store = createBuilderStore(docWith('headline'));
    const start = store.getState().doc;
    store.getState().addElement('text');
    store.getState().setBackground({ color: '#000000', gradient: '', useGradient: false });
    expect(canUndo(store.getState())).toBe(true);
    store.getState().undo();
    expect(activeStep(store.getState()).pageBackground.color).toBe('#ffffff');
    store.getState().undo();
    expect(store.getState().doc).toBe(start);
    expect(canUndo(store.getState())).toBe(false);
    store.getState().redo();
    expect(activeElements(store.getState())).toHaveLength(2);
    store.getState().setName('Other');
    expect(canRedo(store.getState())).toBe(false);
  });

  it('counts typing in the name within a second as one change', () => {
    let now = 1000;
    const store = createBuilderStore(docWith('headline'), () => now);
    store.getState().setName('A');
    now += 200;
    store.getState().setName('Ab');
    now += 200;
    store.getState().setName('Abc');
    store.getState().undo();
    expect(store.getState().doc.name).toBe('Untitled Funnel');
    store.getState().redo();
    now += 5000;
    store.getState().setName('Abcd');
    store.getState().undo();
    expect(store.getState().doc.name).toBe('Abc');
  });

  it('is dirty until saved, and clean again when undo returns to the saved page', () => {
    const store = createBuilderStore();
    store.getState().load(docWith('headline'), 'funnel-1');
    expect(isDirty(store.getState())).toBe(false);
    store.getState().addElement('text');
    expect(isDirty(store.getState())).toBe(true);
    store.getState().undo();
    expect(isDirty(store.getState())).toBe(false);
    store.getState().addElement('text');
    store.getState().markSaved('funnel-1', store.getState().doc);
    expect(isDirty(store.getState())).toBe(false);
  });

  it('an undo that removes the edited element closes its editor and selection', () => {
    const store = createBuilderStore(docWith('headline'));
    const id = store.getState().addElement('text');
    store.getState().openEditor(id);
    store.getState().undo();
    expect(store.getState().editingId).toBeNull();
    expect(store.getState().selectedId).toBeNull();
  });

  it('restoring a draft can be undone back to the loaded page', () => {
    const store = createBuilderStore();
    const loaded = docWith('headline');
    store.getState().load(loaded, 'funnel-1');
    store.getState().restoreDraft(docWith('headline', 'button'));
    expect(activeElements(store.getState())).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().doc).toBe(loaded);
  });
});

describe('steps in the builder store', () => {
  it('adds, duplicates, moves and deletes steps, and undo brings each change back on the canvas', () => {
    const store = createBuilderStore(docWith('headline'));
    const first = store.getState().doc.steps[0]?.id ?? '';
    const thanks = store.getState().addStep('Thank you', 'thank-you') ?? '';
    expect(store.getState().stepId).toBe(thanks);
    expect(activeElements(store.getState())).toEqual([]);
    store.getState().addElement('text');
    expect(store.getState().doc.steps.map((s) => [s.name, s.slug, s.elements.length])).toEqual([
      ['Main page', 'main', 1],
      ['Thank you', 'thank-you', 1],
    ]);

    const copy = store.getState().duplicateStep(thanks) ?? '';
    const [, original, duplicate] = store.getState().doc.steps;
    expect(duplicate).toMatchObject({ id: copy, name: 'Thank you (Copy)', slug: 'thank-you-copy' });
    expect(duplicate?.elements[0]?.id).not.toBe(original?.elements[0]?.id);

    store.getState().moveStep(copy, -2);
    expect(store.getState().doc.steps.map((s) => s.id)).toEqual([copy, first, thanks]);
    store.getState().removeStep(copy);
    expect(store.getState().doc.steps.map((s) => s.id)).toEqual([first, thanks]);

    // Undo the delete: the copy is back, first, and shown.
    store.getState().undo();
    expect(store.getState().doc.steps.map((s) => s.id)).toEqual([copy, first, thanks]);
    expect(store.getState().stepId).toBe(copy);

    // Switching steps is not an edit.
    store.getState().selectStep(first);
    expect(activeElements(store.getState()).map((el) => el.type)).toEqual(['headline']);
    store.getState().undo();
    expect(store.getState().doc.steps.map((s) => s.id)).toEqual([first, thanks, copy]);
  });

  it("keeps the last step and changes a step's settings as one undoable change", () => {
    const store = createBuilderStore(docWith('headline'));
    const only = store.getState().doc.steps[0]?.id ?? '';
    store.getState().removeStep(only);
    expect(store.getState().doc.steps).toHaveLength(1);
    store.getState().updateStep(only, { name: 'Opt-in', slug: 'optin', kind: 'opt-in' });
    expect(store.getState().doc.steps[0]).toMatchObject({ name: 'Opt-in', slug: 'optin', kind: 'opt-in' });
    store.getState().undo();
    expect(store.getState().doc.steps[0]).toMatchObject({ name: 'Main page', slug: 'main' });
  });
});
