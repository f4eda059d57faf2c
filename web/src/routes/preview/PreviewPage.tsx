import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Result, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PreviewFunnelDocument } from '../../gql/graphql';
import { readConfig } from '../../page-model/config';
import { PageView } from '../../page-model/PageView';
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
  const page = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (!page.current || !config || config.elements.length === 0) return undefined;
    return attachPageRuntime(page.current);
  }, [config]);

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
        ) : error || !funnel || !config ? (
          <Result
            status="404"
            title="Funnel Not Found"
            subTitle="This funnel does not exist or you do not have access to it."
          />
        ) : config.elements.length === 0 ? (
          <Result status="info" title="Empty Funnel" subTitle="This funnel has no elements yet." />
        ) : (
          <div ref={page}>
            <PageView config={config} ctx={{ mode: 'preview', funnelId: funnel.id, now }} />
          </div>
        )}
      </main>
    </div>
  );
}
