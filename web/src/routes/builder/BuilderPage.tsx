import { useFragment } from '@apollo/client/react';
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Spin, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../app/format';
import { BuilderErrorBoundary } from '../../builder/BuilderErrorBoundary';
import { BuilderStoreProvider, useBuilder, useBuilderStore } from '../../builder/builder-context';
import { createBuilderStore, isDirty } from '../../builder/builder-store';
import { BuilderTopBar } from '../../builder/BuilderTopBar';
import { Canvas, type CanvasWidth } from '../../builder/Canvas';
import { EditDialog } from '../../builder/EditDialog';
import { Palette } from '../../builder/Palette';
import { StepsBar } from '../../builder/StepsBar';
import { useBuilderLoader } from '../../builder/use-builder-loader';
import { useBuilderShortcuts } from '../../builder/use-builder-shortcuts';
import { clearDraft, useLocalDraft } from '../../builder/use-local-draft';
import { useSaveFunnel } from '../../builder/use-save-funnel';
import { useUnsavedGuard } from '../../builder/use-unsaved-guard';
import { variantTargetOf, type VariantTarget } from '../../builder/variant-target';
import { BuilderFunnelFragmentDoc } from '../../gql/graphql';
import { useCreateExperiment } from '../../modules/experiments/use-create-experiment';
import { FunnelLiveLink } from '../../modules/funnels/FunnelLiveLink';
import '../../page-model/page.css';
import '../../builder/builder.css';

/** 000 §2.7: /builder, /builder/{id}, /funnel-builder and /funnel-builder/{id} (?template={id}). */
export function BuilderPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const [store] = useState(() => createBuilderStore());
  const search = params.toString();
  const variant = useMemo(() => (id ? variantTargetOf(new URLSearchParams(search)) : null), [id, search]);
  const { loading } = useBuilderLoader(store, id, id ? null : params.get('template'), undefined, variant);
  return (
    <BuilderStoreProvider store={store}>
      <BuilderErrorBoundary funnelId={id ?? null}>
        {loading ? (
          <div className="ff-spinner" role="status">
            <Spin size="large" />
            <span className="ff-spinner__label">Loading funnel</span>
          </div>
        ) : (
          <BuilderWorkspace variant={variant} />
        )}
      </BuilderErrorBoundary>
    </BuilderStoreProvider>
  );
}

function BuilderWorkspace({ variant }: { variant: VariantTarget | null }) {
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  // useBreakpoint answers only after the first render; ask the media query for the first value.
  const [width, setWidth] = useState<CanvasWidth>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 'mobile' : 'desktop',
  );
  const store = useBuilderStore();
  const funnelId = useBuilder((s) => s.funnelId);
  const scope = variant ? `${variant.experimentId}:${variant.key}` : null;
  const onSaved = useCallback(
    (savedId: string) => {
      clearDraft(savedId, scope);
      if (!scope) clearDraft(null);
    },
    [scope],
  );
  const { save, saving } = useSaveFunnel(store, onSaved, variant);
  const draft = useLocalDraft(store, true, scope);
  useUnsavedGuard(store);
  useBuilderShortcuts(store, () => void save());

  return (
    <div className={`ff-builder${phone ? ' ff-builder--phone' : ''}`}>
      <BuilderTopBar
        width={width}
        onWidthChange={setWidth}
        saving={saving}
        onSave={() => void save()}
        variantKey={variant?.key ?? null}
      />
      {variant ? (
        <Alert
          className="ff-builder__variant"
          type="warning"
          showIcon
          title={`Editing variant ${variant.key} of an A/B test`}
          description={
            // The link under the text, not beside it: a phone's narrow alert keeps its words readable.
            <>
              Saving keeps this page in the test; the funnel&apos;s own page does not change until the variant
              is promoted. <Link to={`/experiments/${variant.experimentId}`}>Back to the A/B test</Link>
            </>
          }
        />
      ) : (
        <>
          <BuilderLiveLink funnelId={funnelId} />
          <StepsBar />
        </>
      )}
      {draft.offer ? (
        <Alert
          className="ff-builder__draft"
          type="info"
          showIcon
          title={`You have unsaved changes from ${formatDate(new Date(draft.offer.savedAt))}, ${new Date(
            draft.offer.savedAt,
          ).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`}
          description="They were kept in this browser when the page closed before saving."
          action={
            <span className="ff-builder__draft-actions">
              <Button size="small" type="primary" onClick={draft.restore}>
                Restore
              </Button>
              <Button size="small" onClick={draft.discard}>
                Discard
              </Button>
            </span>
          }
        />
      ) : null}
      <div className="ff-builder__body">
        {phone ? null : <Palette variant="sidebar" />}
        <Canvas width={width} funnelId={funnelId} palette={phone ? 'toolbar' : 'sidebar'} />
      </div>
      {phone ? <Palette variant="toolbar" /> : null}
      <EditDialog />
    </div>
  );
}

/**
 * Where the funnel is live once published (the status as the app last heard it: loaded, saved,
 * or published and unpublished on My Funnels); saving a published funnel updates its page.
 */
function BuilderLiveLink({ funnelId }: { funnelId: string | null }) {
  const { data } = useFragment({
    fragment: BuilderFunnelFragmentDoc,
    fragmentName: 'BuilderFunnel',
    from: funnelId ? { __typename: 'Funnel', id: funnelId } : null,
  });
  const published = Boolean(funnelId) && data?.status === 'published';
  return (
    <div className="ff-builder__meta">
      <FunnelLiveLink
        className="ff-builder__live"
        funnelId={funnelId}
        published={published}
        notPublished={
          funnelId
            ? 'Not published: publish it from My Funnels to get a live link.'
            : 'Not published: save the funnel, then publish it from My Funnels.'
        }
      />
      {funnelId ? <CreateStepTest funnelId={funnelId} /> : null}
    </div>
  );
}

/** 'A/B test this step': a draft test of the step on the canvas, as it is saved. */
function CreateStepTest({ funnelId }: { funnelId: string }) {
  const stepId = useBuilder((s) => s.stepId);
  const dirty = useBuilder(isDirty);
  const { createFor, creatingFor } = useCreateExperiment();
  return (
    <Tooltip title={dirty ? 'Save first: variant B starts as a copy of the saved page' : null}>
      <Button
        size="small"
        icon={<ExperimentOutlined />}
        disabled={dirty}
        loading={creatingFor === funnelId}
        onClick={() => void createFor(funnelId, stepId)}
      >
        A/B test this step
      </Button>
    </Tooltip>
  );
}
