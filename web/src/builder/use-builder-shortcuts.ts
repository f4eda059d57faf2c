import { useEffect } from 'react';
import type { BuilderStore } from './builder-store';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, Ctrl/Cmd+S saves. In a text field
 * the field's own undo applies; Escape clears the selection.
 */
export function useBuilderShortcuts(store: BuilderStore, save: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = event.metaKey || event.ctrlKey;
      const key = event.key.toLowerCase();
      if (mod && key === 's') {
        event.preventDefault();
        save();
        return;
      }
      if (typingIn(event.target) || store.getState().editingId) return;
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) store.getState().redo();
        else store.getState().undo();
      } else if (mod && key === 'y') {
        event.preventDefault();
        store.getState().redo();
      } else if (key === 'escape') {
        store.getState().select(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, save]);
}
