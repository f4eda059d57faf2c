import { createStore } from 'zustand/vanilla';
import { createElement, emptyConfig } from '../page-model/config';
import { newStep, uniqueSlug, MAX_STEPS } from '../page-model/steps';
import type { FunnelStep, PageBackground, PageElement, StepKind } from '../page-model/types';

/** What the builder edits and saves: the funnel's steps plus its name and page type. */
export type BuilderDoc = {
  name: string;
  templateType: string;
  steps: readonly FunnelStep[];
};

/** What a step's settings may change (its page is changed element by element). */
export type StepChanges = Partial<Pick<FunnelStep, 'name' | 'slug' | 'kind' | 'seo'>>;

export const DEFAULT_FUNNEL_NAME = 'Untitled Funnel';

export const emptyDoc = (): BuilderDoc => ({
  name: DEFAULT_FUNNEL_NAME,
  templateType: 'landing',
  steps: emptyConfig().steps,
});

/** A doc of one page (a funnel of one step), e.g. a page made elsewhere. */
export function docOfPage(
  elements: readonly PageElement[],
  pageBackground?: PageBackground,
  name = DEFAULT_FUNNEL_NAME,
): BuilderDoc {
  const [first] = emptyConfig().steps as [FunnelStep];
  return {
    name,
    templateType: 'landing',
    steps: [{ ...first, elements: [...elements], pageBackground: pageBackground ?? first.pageBackground }],
  };
}

const HISTORY_LIMIT = 200;
/** Typing in one field within this long counts as one change for undo. */
const COALESCE_MS = 1000;

export type BuilderState = {
  funnelId: string | null;
  doc: BuilderDoc;
  /** The step on the canvas. Not part of the doc: switching steps is not an edit to undo. */
  stepId: string;
  /** The doc as last loaded or saved; the builder is dirty while doc is another object. */
  savedDoc: BuilderDoc;
  selectedId: string | null;
  /** The element whose edit dialog is open. */
  editingId: string | null;
  past: readonly BuilderDoc[];
  future: readonly BuilderDoc[];
  lastChange: { key: string; at: number } | null;
};

export type BuilderActions = {
  load(doc: BuilderDoc, funnelId: string | null): void;
  /** Takes back an unsaved draft on top of the loaded funnel: undo returns to the saved page. */
  restoreDraft(doc: BuilderDoc): void;
  addElement(type: string): string;
  removeElement(id: string): void;
  moveElement(activeId: string, overId: string): void;
  moveBy(id: string, delta: number): void;
  updateElement(element: PageElement): void;
  setBackground(background: PageBackground): void;
  setName(name: string): void;
  setTemplateType(templateType: string): void;
  /** Shows a step on the canvas. */
  selectStep(id: string): void;
  /** Adds an empty step after the one shown, shows it and answers its id (null at the limit). */
  addStep(name: string, kind: StepKind): string | null;
  /** Adds a copy of a step after it (new element ids, its own address) and shows it. */
  duplicateStep(id: string): string | null;
  /** Removes a step (never the last one left). */
  removeStep(id: string): void;
  moveStep(id: string, delta: number): void;
  updateStep(id: string, changes: StepChanges): void;
  select(id: string | null): void;
  openEditor(id: string | null): void;
  undo(): void;
  redo(): void;
  markSaved(funnelId: string, saved: BuilderDoc): void;
  /**
   * Clears a selection or open editor whose element an undo or redo took away, and shows the
   * step that changed (or another, if the one shown is gone).
   */
  dropStaleSelection(changedStep?: string | null): void;
};

export type BuilderStore = ReturnType<typeof createBuilderStore>;

let sequence = 0;

/** Element ids: unique within a page and stable once given. */
export function newElementId(type: string): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${type}-${Date.now().toString(36)}-${sequence.toString(36)}`;
}

/** Step ids: unique within a funnel and stable once given (links to a step name its id). */
function newStepId(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `step-${Date.now().toString(36)}-${sequence.toString(36)}`;
}

/** The step on the canvas (the first when the one asked for is gone). */
export function activeStep(state: Pick<BuilderState, 'doc' | 'stepId'>): FunnelStep {
  const steps = state.doc.steps;
  return steps.find((step) => step.id === state.stepId) ?? (steps[0] as FunnelStep);
}

export const activeElements = (state: BuilderState): readonly PageElement[] => activeStep(state).elements;

/** The first step whose content differs between two docs: where an undo or redo changed something. */
function changedStepId(before: BuilderDoc, after: BuilderDoc): string | null {
  for (const step of after.steps) {
    if (!before.steps.includes(step)) return step.id;
  }
  return null;
}

/** A copy of a step's elements with new ids (element ids are what clicks and forms are counted by). */
const copiedElements = (elements: readonly PageElement[]): PageElement[] =>
  elements.map((element) => ({ ...element, id: newElementId(element.type) }));

/**
 * The builder's state outside React: components subscribe to the slices they draw, so typing
 * into one element or dragging over the list re-renders that element, not the page. Every
 * change to the doc goes through commit(), which keeps the undo history.
 */
export function createBuilderStore(initial: BuilderDoc = emptyDoc(), clock: () => number = Date.now) {
  return createStore<BuilderState & BuilderActions>()((set, get) => {
    const commit = (doc: BuilderDoc, key: string | null = null) => {
      const { doc: current, past, lastChange } = get();
      const now = clock();
      const coalesce = key !== null && lastChange?.key === key && now - lastChange.at < COALESCE_MS;
      set({
        doc,
        past: coalesce ? past : [...past.slice(-(HISTORY_LIMIT - 1)), current],
        future: [],
        lastChange: key === null ? null : { key, at: now },
      });
    };
    const withStep = (change: (step: FunnelStep) => FunnelStep): BuilderDoc => {
      const state = get();
      const current = activeStep(state);
      return { ...state.doc, steps: state.doc.steps.map((step) => (step === current ? change(step) : step)) };
    };
    const withElements = (elements: readonly PageElement[]) =>
      withStep((step) => ({ ...step, elements: [...elements] }));
    const stepIndex = (id: string) => get().doc.steps.findIndex((step) => step.id === id);
    const insertStep = (step: FunnelStep, at: number) => {
      const steps = [...get().doc.steps];
      steps.splice(at, 0, step);
      commit({ ...get().doc, steps });
      set({ stepId: step.id, selectedId: null, editingId: null });
      return step.id;
    };

    return {
      funnelId: null,
      doc: initial,
      stepId: initial.steps[0]?.id ?? '',
      savedDoc: initial,
      selectedId: null,
      editingId: null,
      past: [],
      future: [],
      lastChange: null,

      load: (doc, funnelId) =>
        set({
          doc,
          savedDoc: doc,
          stepId: doc.steps[0]?.id ?? '',
          funnelId,
          selectedId: null,
          editingId: null,
          past: [],
          future: [],
          lastChange: null,
        }),

      restoreDraft: (doc) => {
        commit(doc);
        set({ stepId: doc.steps[0]?.id ?? '', selectedId: null, editingId: null });
      },

      addElement: (type) => {
        const element = createElement(type, newElementId(type));
        commit(withElements([...activeElements(get()), element]));
        set({ selectedId: element.id });
        return element.id;
      },

      removeElement: (id) => {
        const { selectedId, editingId } = get();
        const elements = activeElements(get());
        if (!elements.some((el) => el.id === id)) return;
        commit(withElements(elements.filter((el) => el.id !== id)));
        set({
          selectedId: selectedId === id ? null : selectedId,
          editingId: editingId === id ? null : editingId,
        });
      },

      moveElement: (activeId, overId) => {
        const elements = activeElements(get());
        const from = elements.findIndex((el) => el.id === activeId);
        const to = elements.findIndex((el) => el.id === overId);
        if (from < 0 || to < 0 || from === to) return;
        const next = [...elements];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        commit(withElements(next));
      },

      moveBy: (id, delta) => {
        const elements = activeElements(get());
        const from = elements.findIndex((el) => el.id === id);
        const target = elements[from + delta];
        if (from < 0 || !target) return;
        get().moveElement(id, target.id);
      },

      updateElement: (element) => {
        const elements = activeElements(get());
        const index = elements.findIndex((el) => el.id === element.id);
        if (index < 0 || elements[index] === element) return;
        const next = [...elements];
        next[index] = element;
        commit(withElements(next));
      },

      setBackground: (pageBackground) =>
        commit(
          withStep((step) => ({ ...step, pageBackground })),
          `background:${activeStep(get()).id}`,
        ),
      setName: (name) => commit({ ...get().doc, name }, 'name'),
      setTemplateType: (templateType) => commit({ ...get().doc, templateType }),

      selectStep: (id) => {
        if (get().stepId === id || stepIndex(id) < 0) return;
        set({ stepId: id, selectedId: null, editingId: null });
      },

      addStep: (name, kind) => {
        const { doc } = get();
        if (doc.steps.length >= MAX_STEPS) return null;
        const at = stepIndex(activeStep(get()).id) + 1;
        return insertStep(newStep(name, kind, doc.steps, newStepId()), at);
      },

      duplicateStep: (id) => {
        const { doc } = get();
        const index = stepIndex(id);
        const source = doc.steps[index];
        if (!source || doc.steps.length >= MAX_STEPS) return null;
        const name = `${source.name.slice(0, 73)} (Copy)`;
        const copy: FunnelStep = {
          // The doc is never changed in place: the copy can share what it does not replace.
          ...source,
          id: newStepId(),
          name,
          slug: uniqueSlug(`${source.slug}-copy`, new Set(doc.steps.map((step) => step.slug))),
          elements: copiedElements(source.elements),
        };
        return insertStep(copy, index + 1);
      },

      removeStep: (id) => {
        const { doc, stepId } = get();
        const index = stepIndex(id);
        if (index < 0 || doc.steps.length <= 1) return;
        const steps = doc.steps.filter((step) => step.id !== id);
        commit({ ...doc, steps });
        if (stepId === id) {
          const next = steps[Math.min(index, steps.length - 1)];
          set({ stepId: next?.id ?? '', selectedId: null, editingId: null });
        }
      },

      moveStep: (id, delta) => {
        const { doc } = get();
        const from = stepIndex(id);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= doc.steps.length) return;
        const steps = [...doc.steps];
        const [moved] = steps.splice(from, 1);
        if (moved) steps.splice(to, 0, moved);
        commit({ ...doc, steps });
      },

      updateStep: (id, changes) => {
        const { doc } = get();
        if (stepIndex(id) < 0) return;
        commit(
          { ...doc, steps: doc.steps.map((step) => (step.id === id ? { ...step, ...changes } : step)) },
          `step:${id}:${Object.keys(changes).join(',')}`,
        );
      },

      select: (selectedId) => {
        if (get().selectedId !== selectedId) set({ selectedId });
      },
      openEditor: (editingId) => set({ editingId, ...(editingId ? { selectedId: editingId } : {}) }),

      undo: () => {
        const { past, doc, future } = get();
        const previous = past.at(-1);
        if (!previous) return;
        set({ doc: previous, past: past.slice(0, -1), future: [doc, ...future], lastChange: null });
        get().dropStaleSelection(changedStepId(doc, previous));
      },

      redo: () => {
        const { past, doc, future } = get();
        const [next, ...rest] = future;
        if (!next) return;
        set({ doc: next, past: [...past, doc], future: rest, lastChange: null });
        get().dropStaleSelection(changedStepId(doc, next));
      },

      markSaved: (funnelId, saved) => set({ funnelId, savedDoc: saved }),

      dropStaleSelection: (changedStep = null) => {
        // After an undo or redo, the canvas shows the step it changed (or any step, if the shown one is gone).
        const { stepId, doc } = get();
        const shown =
          changedStep ?? (doc.steps.some((step) => step.id === stepId) ? stepId : doc.steps[0]?.id);
        if (shown && shown !== stepId) set({ stepId: shown });
        const { selectedId, editingId } = get();
        const elements = activeElements(get());
        const exists = (id: string | null) => id !== null && elements.some((el) => el.id === id);
        if (!exists(selectedId) || !exists(editingId)) {
          set({
            selectedId: exists(selectedId) ? selectedId : null,
            editingId: exists(editingId) ? editingId : null,
          });
        }
      },
    };
  });
}

export const isDirty = (state: BuilderState) => state.doc !== state.savedDoc;
export const canUndo = (state: BuilderState) => state.past.length > 0;
export const canRedo = (state: BuilderState) => state.future.length > 0;
