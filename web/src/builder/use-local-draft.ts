import { useEffect, useState } from 'react';
import type { BuilderDoc, BuilderStore } from './builder-store';
import { docFromConfig } from './doc-from-config';

const PREFIX = 'funnelforge:builder-draft:';
const WRITE_DELAY_MS = 400;

type StoredDraft = { doc: BuilderDoc; savedAt: number };

/** A funnel's draft; an A/B test variant's has its own (`scope`), never offered on the funnel. */
export const draftKey = (funnelId: string | null, scope: string | null = null) =>
  `${PREFIX}${funnelId ?? 'new'}${scope ? `:${scope}` : ''}`;

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (!draft || typeof draft.savedAt !== 'number' || !draft.doc) return null;
    // A draft kept before funnels had steps holds one page: it becomes the first step.
    return Array.isArray(draft.doc.steps)
      ? draft
      : { ...draft, doc: docFromConfig(draft.doc, draft.doc.name, draft.doc.templateType) };
  } catch {
    return null;
  }
}

export function clearDraft(funnelId: string | null, scope: string | null = null) {
  try {
    window.localStorage.removeItem(draftKey(funnelId, scope));
  } catch {
    // storage unavailable: nothing was kept either
  }
}

/**
 * Beyond the spec: unsaved work is kept in this browser as it changes, so a crash or a reload
 * loses nothing; when the funnel opens again, the draft is offered back.
 */
export function useLocalDraft(store: BuilderStore, ready: boolean, scope: string | null = null) {
  const [offer, setOffer] = useState<StoredDraft | null>(null);

  // Offer a kept draft once the funnel (or template, or blank page) has loaded.
  useEffect(() => {
    if (!ready) return undefined;
    const { funnelId, doc } = store.getState();
    const draft = readDraft(draftKey(funnelId, scope));
    const timer = setTimeout(() => {
      setOffer(draft && JSON.stringify(draft.doc) !== JSON.stringify(doc) ? draft : null);
    }, 0);
    return () => clearTimeout(timer);
  }, [store, ready, scope]);

  // Keep the draft while there are unsaved changes. A load or a save (savedDoc replaced) is not
  // an edit: it neither writes nor removes the draft — a kept draft stays until it is restored,
  // discarded, saved or edited over. A write still waiting when the page goes is done at once.
  useEffect(() => {
    if (!ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const write = () => {
      timer = null;
      const { doc, savedDoc, funnelId } = store.getState();
      try {
        if (doc === savedDoc) window.localStorage.removeItem(draftKey(funnelId, scope));
        else
          window.localStorage.setItem(
            draftKey(funnelId, scope),
            JSON.stringify({ doc, savedAt: Date.now() }),
          );
      } catch {
        // Storage full or unavailable: the work is still in the page.
      }
    };
    const flush = () => {
      if (!timer) return;
      clearTimeout(timer);
      write();
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.doc === previous.doc && state.savedDoc === previous.savedDoc) return;
      if (timer) clearTimeout(timer);
      timer = null;
      if (state.savedDoc !== previous.savedDoc) {
        // Edits made while a save was on its way are still unsaved: keep them.
        if (state.doc !== state.savedDoc) timer = setTimeout(write, WRITE_DELAY_MS);
        return;
      }
      if (state.doc !== previous.doc) timer = setTimeout(write, WRITE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store, ready, scope]);

  return {
    offer,
    restore() {
      if (offer) store.getState().restoreDraft(offer.doc);
      setOffer(null);
    },
    discard() {
      clearDraft(store.getState().funnelId, scope);
      setOffer(null);
    },
  };
}
