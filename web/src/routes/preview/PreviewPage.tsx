import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Result, Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PreviewFunnelDocument } from '../../gql/graphql';
import { readConfig } from '../../page-model/config';
import { PageView } from '../../page-model/PageView';
import type { PageConfig, RenderContext, StepNavigation } from '../../page-model/types';
import '../../page-model/page.css';
import { attachPageRuntime } from '../../page-model/runtime/runtime';
import './preview.css';

/**
 * 002 Funnel preview: signed out for published funnels, owners also for drafts. Forms submit,
 * countdowns tick and clicks are recorded by the same runtime as published pages.
 */
export function PreviewPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PreviewFunnelDocument, {
    variables: { id },
    errorPolicy: 'none',
  });
  const funnel = data?.previewFunnel;
  const config = useMemo(() => (funnel ? readConfig(funnel.config) : null), [funnel]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());
  // ?step={slug} shows a later step; links and redirects to steps stay in the preview.
  const index = Math.max(0, config?.steps.findIndex((step) => step.slug === params.get('step')) ?? 0);
  const step = config?.steps[index] ?? null;
  const ctx = useMemo<RenderContext | null>(
    () =>
      funnel && config
        ? { mode: 'preview', funnelId: funnel.id, now, steps: previewNavigation(funnel.id, config, index) }
        : null,
    [funnel, config, index, now],
  );

  useEffect(() => {
    if (!page.current || !step || step.elements.length === 0) return undefined;
    return attachPageRuntime(page.current);
  }, [step]);

  useEffect(() => {
    if (!funnel) return;
    // 002 §7: fired on preview; the server counts it only for published funnels and never the owner's own
    // look. Its failure is ignored: the preview shows the same either way, and a view is no one's to retry.
    void fetch(`/api/funnels/${encodeURIComponent(funnel.id)}/view`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ pageUrl: window.location.href }),
    }).catch(() => undefined);
  }, [funnel]);

  return (
    <div className="ff-preview">
      <header className="ff-preview__header">
        {/* The screen's h1: the page's own headings start at h2 here (its h1 is for the published page). */}
        <h1 className="ff-preview__name">{funnel?.name ?? (loading ? 'Loading…' : 'Funnel preview')}</h1>
        {config && funnel && config.steps.length > 1 ? (
          <Select
            className="ff-preview__steps"
            aria-label="Step"
            value={step?.id}
            options={config.steps.map((s, i) => ({ value: s.id, label: `${i + 1}. ${s.name}` }))}
            onChange={(id) => {
              const target = config.steps.findIndex((s) => s.id === id);
              const chosen = config.steps[target];
              if (chosen) void navigate(previewHref(funnel.id, chosen.slug, target));
            }}
          />
        ) : null}
        <span className="ff-preview__mode">
          <EyeOutlined /> Preview Mode
        </span>
      </header>
      <main className="ff-preview__main">
        {loading ? (
          <div className="ff-spinner" role="status">
            <Spin size="large" />
            <span className="ff-spinner__label">Loading</span>
          </div>
        ) : error || !funnel || !step || !ctx ? (
          <Result
            status="404"
            title="Funnel Not Found"
            subTitle="This funnel does not exist or you do not have access to it."
          />
        ) : step.elements.length === 0 ? (
          <Result status="info" title="Empty Funnel" subTitle="This funnel has no elements yet." />
        ) : (
          <div ref={page} key={step.id}>
            <PageView config={step} ctx={ctx} />
          </div>
        )}
      </main>
    </div>
  );
}

const previewHref = (funnelId: string, slug: string, index: number) =>
  index === 0 ? `/preview/${funnelId}` : `/preview/${funnelId}?step=${encodeURIComponent(slug)}`;

/** In the preview a step is /preview/{id}?step={slug} (the first: /preview/{id}). */
function previewNavigation(funnelId: string, config: PageConfig, current: number): StepNavigation {
  return { list: config.steps, current, href: (step, index) => previewHref(funnelId, step.slug, index) };
}
