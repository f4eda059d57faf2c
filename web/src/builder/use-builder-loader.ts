import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { errorInfo } from '../app/graphql-errors';
import { failureToast } from '../app/toast/notify';
import { toast } from '../app/toast/toasts';
import {
  BuilderExperimentVariantDocument,
  BuilderFunnelDocument,
  BuilderTemplateDocument,
} from '../gql/graphql';
import { readConfig } from '../page-model/config';
import { emptyDoc, type BuilderStore } from './builder-store';
import { docFromConfig } from './doc-from-config';
import type { VariantTarget } from './variant-target';

/** 000 §7: the funnel is fetched again up to 3 times, except when it is missing or not yours. */
export const LOAD_RETRIES = 3;
const NO_RETRY = new Set(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT']);

async function withRetries<T>(load: () => Promise<T>, delay: (attempt: number) => number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const code = errorInfo(error).code;
      if (attempt >= LOAD_RETRIES || (code !== null && NO_RETRY.has(code))) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay(attempt)));
    }
  }
}

export type LoadState = { loading: boolean; updatedAt: number | null };

const DEFAULT_RETRY_DELAY = (attempt: number) => 400 * 2 ** attempt;

/**
 * Loads what the builder opens: a funnel by id, a template (?template=), or an empty page.
 * Failures are told in the toasts of 000 §8 (an ended session only by the session-expiry link)
 * and leave an empty (or blank) page to work on.
 */
export function useBuilderLoader(
  store: BuilderStore,
  funnelId: string | undefined,
  templateId: string | null,
  retryDelay: (attempt: number) => number = DEFAULT_RETRY_DELAY,
  variant: VariantTarget | null = null,
): LoadState {
  const client = useApolloClient();
  const key = funnelId
    ? `funnel:${funnelId}${variant ? `:${variant.experimentId}:${variant.key}` : ''}`
    : templateId
      ? `template:${templateId}`
      : 'new';
  const [loaded, setLoaded] = useState<{ key: string; updatedAt: number | null } | null>(null);
  // Just saved as this funnel (the address changed from /builder to /builder/{id}): nothing to load.
  const alreadyOpen = !variant && funnelId !== undefined && store.getState().funnelId === funnelId;
  const loading = key !== 'new' && !alreadyOpen && loaded?.key !== key;

  useEffect(() => {
    let cancelled = false;
    if (!variant && funnelId && store.getState().funnelId === funnelId) return undefined;
    const finish = (updatedAt: number | null) => {
      if (!cancelled) setLoaded({ key, updatedAt });
    };
    if (funnelId && variant) {
      Promise.all([
        client.query({
          query: BuilderFunnelDocument,
          variables: { id: funnelId },
          fetchPolicy: 'network-only',
        }),
        client.query({
          query: BuilderExperimentVariantDocument,
          variables: { id: variant.experimentId },
          fetchPolicy: 'network-only',
        }),
      ])
        .then(([{ data: funnelData }, { data: testData }]) => {
          if (cancelled || !funnelData || !testData) return;
          const funnel = funnelData.funnel;
          const test = testData.experiment;
          const step = readConfig(funnel.config).steps.find((s) => s.id === test.stepId);
          const content = test.variants.find((v) => v.key === variant.key)?.content as
            { elements?: unknown; pageBackground?: unknown } | null | undefined;
          if (test.funnelId !== funnel.id || !step || !content)
            throw new Error('This variant cannot be edited');
          // The variant is the tested step with its own page: one step, saved to the test only.
          const doc = docFromConfig(
            {
              steps: [
                {
                  ...step,
                  elements: content.elements,
                  pageBackground: content.pageBackground ?? step.pageBackground,
                },
              ],
            },
            funnel.name,
            funnel.templateType,
          );
          store.getState().load(doc, funnel.id);
          finish(null);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          failureToast(error, 'Failed to load the A/B test variant.', { title: 'Error Loading Variant' });
          store.getState().load(emptyDoc(), null);
          finish(null);
        });
    } else if (funnelId) {
      withRetries(
        () =>
          client.query({
            query: BuilderFunnelDocument,
            variables: { id: funnelId },
            fetchPolicy: 'network-only',
          }),
        retryDelay,
      )
        .then(({ data }) => {
          if (cancelled || !data) return;
          const funnel = data.funnel;
          store.getState().load(docFromConfig(funnel.config, funnel.name, funnel.templateType), funnel.id);
          finish(Date.parse(funnel.updatedAt));
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          // Silent for an ended session: the link's 'Unauthorized' stays on screen.
          failureToast(error, 'Failed to load funnel data. Starting with empty funnel.', {
            title: 'Error Loading Funnel',
          });
          store.getState().load(emptyDoc(), null);
          finish(null);
        });
    } else if (templateId) {
      client
        .query({ query: BuilderTemplateDocument, variables: { id: templateId }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (cancelled || !data) return;
          const template = data.template;
          store.getState().load(docFromConfig(template.config, template.name, template.category), null);
          toast({
            title: 'Template Loaded',
            description: `Successfully loaded template: ${template.name}`,
            variant: 'success',
          });
          finish(null);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          failureToast(error, 'Failed to load template. Starting with blank canvas.');
          store.getState().load(emptyDoc(), null);
          finish(null);
        });
    } else {
      store.getState().load(emptyDoc(), null);
    }
    return () => {
      cancelled = true;
    };
  }, [client, store, key, funnelId, templateId, retryDelay, variant]);

  return { loading, updatedAt: loaded?.key === key ? loaded.updatedAt : null };
}
