import { StopOutlined } from '@ant-design/icons';
import { App, Button, Progress, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { failureToast } from '../../app/toast/notify';
import { GeneratorBadge } from './GeneratorBadge';
import type { FunnelGenerationRun } from './use-funnel-generation';

/** The job's steps in order (the api's `step`), as the list beside the bar names them. */
const STEPS = [
  { key: 'copy', title: 'Writing the copy' },
  { key: 'images', title: 'Generating the images' },
  { key: 'pages', title: 'Building the pages' },
  { key: 'emails', title: 'Writing the 5 emails' },
  { key: 'saving', title: 'Saving your funnel' },
] as const;

function currentIndex(step: string): number {
  if (step === 'done') return STEPS.length;
  return STEPS.findIndex((s) => s.key === step);
}

/**
 * A run of the generator as it goes: the bar, the step in words (read out as it changes), the
 * steps done and to come, who writes and draws, and Stop (asked first: nothing made is kept).
 */
export function FunnelGenerationProgress({
  run,
  onCancel,
}: {
  run: FunnelGenerationRun;
  onCancel(): Promise<void>;
}) {
  const { modal } = App.useApp();
  const [stopping, setStopping] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  // The form that started the run is disabled under the keyboard's focus: bring it here instead.
  useEffect(() => title.current?.focus(), []);
  const percent = Math.round(run.progress * 100);
  const index = currentIndex(run.step);

  const confirmStop = () =>
    modal.confirm({
      title: 'Stop generating this funnel?',
      content: 'Nothing it has made so far is kept: no funnel, no emails, and its images are removed.',
      okText: 'Stop generating',
      okButtonProps: { danger: true },
      cancelText: 'Keep going',
      onOk: async () => {
        setStopping(true);
        try {
          await onCancel();
        } catch (failure) {
          failureToast(failure, (info) => info.message, { fallback: 'The generation could not be stopped.' });
        } finally {
          setStopping(false);
        }
      },
    });

  return (
    <section className="ff-funnel-run" aria-label="Generating your funnel">
      <div className="ff-funnel-run__head">
        <h2 className="ff-funnel-run__title" tabIndex={-1} ref={title}>
          Generating your funnel
        </h2>
        <Button icon={<StopOutlined aria-hidden="true" />} danger loading={stopping} onClick={confirmStop}>
          Stop
        </Button>
      </div>
      <Progress percent={percent} status="active" aria-label="Generation progress" />
      <p className="ff-funnel-run__step" role="status" aria-live="polite">
        {run.status === 'queued' ? 'Waiting to start…' : `${run.stepLabel}…`}
      </p>
      <Steps
        size="small"
        orientation="vertical"
        current={index < 0 ? 0 : index}
        className="ff-funnel-run__steps"
        items={STEPS.map((step) => ({ title: step.title }))}
      />
      <div className="ff-funnel-run__who">
        {run.generator ? (
          <span>
            Copy: <GeneratorBadge generator={run.generator} />
          </span>
        ) : null}
        {run.imageGenerator ? (
          <span>
            Images: <GeneratorBadge generator={run.imageGenerator} />
          </span>
        ) : null}
        {run.totalImages > 0 ? (
          <span>
            {run.totalImages} image{run.totalImages === 1 ? '' : 's'} made
          </span>
        ) : null}
      </div>
      <p className="ff-muted">
        You can leave this page: the funnel keeps generating and this screen picks it up again.
      </p>
    </section>
  );
}
