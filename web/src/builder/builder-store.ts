import { createStore } from 'zustand/vanilla';
import { createElement, emptyConfig } from '../page-model/config';
import type { PageBackground, PageElement } from '../page-model/types';

/** What the builder edits and saves: the page plus the funnel's name and page type. */
export type BuilderDoc = {
  name: string;
  templateType: string;
  elements: readonly PageElement[];
  pageBackground: PageBackground;
};

export const DEFAULT_FUNNEL_NAME = 'Untitled Funnel';

export const emptyDoc = (): BuilderDoc => {
  const { elements, pageBackground } = emptyConfig();
  return { name: DEFAULT_FUNNEL_NAME, templateType: 'landing', elements, pageBackground };
};

const HISTORY_LIMIT = 200;
/** Typing in one field within this long counts as one change for undo. */
const COALESCE_MS = 1000;

export type BuilderState = {
  funnelId: string | null;
  doc: BuilderDoc;
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
  select(id: string | null): void;
  openEditor(id: string | null): void;
  undo(): void;
  redo(): void;
  markSaved(funnelId: string, saved: BuilderDoc): void;
  /** Clears a selection or open editor whose element an undo or redo took away. */
  dropStaleSelection(): void;
};

export type BuilderStore = ReturnType<typeof createBuilderStore>;

let sequence = 0;

/** Element ids: unique within a page and stable once given. */
export function newElementId(type: string): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${type}-${Date.now().toString(36)}-${sequence.toString(36)}`;
}

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
    const withElements = (elements: readonly PageElement[]) => ({ ...get().doc, elements });

    return {
      funnelId: null,
      doc: initial,
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
          funnelId,
          selectedId: null,
          editingId: null,
          past: [],
          future: [],
          lastChange: null,
        }),

      restoreDraft: (doc) => commit(doc),

      addElement: (type) => {
        const element = createElement(type, newElementId(type));
        commit(withElements([...get().doc.elements, element]));
        set({ selectedId: element.id });
        return element.id;
      },

      removeElement: (id) => {
        const { doc, selectedId, editingId } = get();
        if (!doc.elements.some((el) => el.id === id)) return;
        commit(withElements(doc.elements.filter((el) => el.id !== id)));
        set({
          selectedId: selectedId === id ? null : selectedId,
          editingId: editingId === id ? null : editingId,
        });
      },

      moveElement: (activeId, overId) => {
        const elements = get().doc.elements;
        const from = elements.findIndex((el) => el.id === activeId);
        const to = elements.findIndex((el) => el.id === overId);
        if (from < 0 || to < 0 || from === to) return;
        const next = [...elements];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        commit(withElements(next));
      },

      moveBy: (id, delta) => {
        const elements = get().doc.elements;
        const from = elements.findIndex((el) => el.id === id);
        const target = elements[from + delta];
        if (from < 0 || !target) return;
        get().moveElement(id, target.id);
      },

      updateElement: (element) => {
        const elements = get().doc.elements;
        const index = elements.findIndex((el) => el.id === element.id);
        if (index < 0 || elements[index] === element) return;
        const next = [...elements];
        next[index] = element;
        commit(withElements(next));
      },

      setBackground: (pageBackground) => commit({ ...get().doc, pageBackground }, 'background'),
      setName: (name) => commit({ ...get().doc, name }, 'name'),
      setTemplateType: (templateType) => commit({ ...get().doc, templateType }),

      select: (selectedId) => {
        if (get().selectedId !== selectedId) set({ selectedId });
      },
      openEditor: (editingId) => set({ editingId, ...(editingId ? { selectedId: editingId } : {}) }),

      undo: () => {
        const { past, doc, future } = get();
        const previous = past.at(-1);
        if (!previous) return;
        set({ doc: previous, past: past.slice(0, -1), future: [doc, ...future], lastChange: null });
        get().dropStaleSelection();
      },

      redo: () => {
        const { past, doc, future } = get();
        const [next, ...rest] = future;
        if (!next) return;
        set({ doc: next, past: [...past, doc], future: rest, lastChange: null });
        get().dropStaleSelection();
      },

      markSaved: (funnelId, saved) => set({ funnelId, savedDoc: saved }),

      dropStaleSelection: () => {
        const { selectedId, editingId, doc } = get();
        const exists = (id: string | null) => id !== null && doc.elements.some((el) => el.id === id);
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
