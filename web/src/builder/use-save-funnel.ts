import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureToast } from '../app/toast/notify';
import { toast } from '../app/toast/toasts';
import { CreateFunnelDocument, SaveBuilderVariantDocument, UpdateFunnelDocument } from '../gql/graphql';
import { DEFAULT_FUNNEL_NAME, type BuilderStore } from './builder-store';
import { configFromDoc } from './doc-from-config';
import type { VariantTarget } from './variant-target';

/**
 * Save (000 §2.7, §8): creates the funnel the first time, updates it after; the toasts of §8; a
 * new funnel moves to its own address so a reload opens it. An ended session is the
 * session-expiry link's to tell ('Session Expired' for these two operations).
 */
export function useSaveFunnel(
  store: BuilderStore,
  onSaved: (funnelId: string) => void,
  variant: VariantTarget | null = null,
) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateFunnelDocument);
  const [update] = useMutation(UpdateFunnelDocument);
  const [saveVariant] = useMutation(SaveBuilderVariantDocument);
  const [saving, setSaving] = useState(false);
  // Ctrl+S while a save is on its way must not send a second one (a new funnel would be created twice).
  const inFlight = useRef(false);

  const save = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const { doc, funnelId } = store.getState();
    const input = {
      name: doc.name.trim() || DEFAULT_FUNNEL_NAME,
      templateType: doc.templateType,
      config: configFromDoc(doc),
    };
    setSaving(true);
    if (variant && funnelId) {
      // An A/B test's variant: its one step's page goes to the test; the funnel is not touched.
      const [step] = doc.steps;
      try {
        const saved = await saveVariant({
          variables: {
            id: variant.experimentId,
            key: variant.key,
            content: { elements: step?.elements ?? [], pageBackground: step?.pageBackground ?? null },
          },
        });
        if (!saved.data?.saveExperimentVariant) throw new Error('Failed to save the variant');
        store.getState().markSaved(funnelId, doc);
        onSaved(funnelId);
        toast({ title: 'Success', description: `Variant ${variant.key} saved.`, variant: 'success' });
      } catch (error) {
        failureToast(error, (info) => info.message || 'Failed to save the variant', {
          fallback: 'Failed to save the variant',
        });
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
      return;
    }
    try {
      const saved = funnelId
        ? (await update({ variables: { id: funnelId, input } })).data?.updateFunnel
        : (await create({ variables: { input } })).data?.createFunnel;
      if (!saved) throw new Error('Failed to save funnel');
      store.getState().markSaved(saved.id, doc);
      onSaved(saved.id);
      toast({ title: 'Success', description: 'Funnel saved successfully!', variant: 'success' });
      // A data router's navigate answers a promise; with no loaders it never rejects.
      if (!funnelId) void navigate(`/builder/${saved.id}`, { replace: true });
    } catch (error) {
      failureToast(error, (info) => info.message || 'Failed to save funnel', {
        fallback: 'Failed to save funnel',
      });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, [store, create, update, saveVariant, navigate, onSaved, variant]);

  return { save, saving };
}
